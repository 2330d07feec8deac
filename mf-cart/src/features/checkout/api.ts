/** The checkout's server calls: delivery, quote, coupon, order, payment options, an order's status (spec section 7). */
import type {
  CheckoutBody,
  CheckoutQuote,
  CouponCheckBody,
  Country,
  DeliveryMethod,
  GiftCardCheck,
  ItemAnswer,
  ListAnswer,
  Order,
  OrderStatus,
  PaymentOptions,
  QuoteBody,
  TrackedOrder,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchDeliveryMethods(): Promise<DeliveryMethod[]> {
  const { data } = await api().get<ListAnswer<DeliveryMethod>>('/delivery-methods');
  return data.data;
}

export async function fetchCountries(): Promise<Country[]> {
  const { data } = await api().get<ListAnswer<Country>>('/countries');
  return data.data;
}

export async function fetchQuote(body: QuoteBody): Promise<CheckoutQuote> {
  const { data } = await api().post<ItemAnswer<CheckoutQuote>>('/orders/quote', body);
  return data.data;
}

/** The quote with a coupon code: what the server lets it take off (422 coupon_* on coupon_code when refused). */
export async function checkCoupon(body: CouponCheckBody): Promise<CheckoutQuote> {
  const { data } = await api().post<ItemAnswer<CheckoutQuote>>('/coupons/check', body);
  return data.data;
}

/** What a gift card can pay now (422 gift_card_* on gift_card_code when refused, 429 past the tries allowed). */
export async function checkGiftCard(code: string): Promise<GiftCardCheck> {
  const { data } = await api().post<ItemAnswer<GiftCardCheck>>('/gift-cards/check', { gift_card_code: code });
  return data.data;
}

/** Places the order; the same key sent again (a retry after a lost answer) gives back the same order. */
export async function placeOrder(body: CheckoutBody, idempotencyKey: string): Promise<Order> {
  const { data } = await api().post<ItemAnswer<Order>>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data.data;
}

export async function fetchPaymentOptions(): Promise<PaymentOptions> {
  const { data } = await api().get<ItemAnswer<PaymentOptions>>('/payment-options');
  return data.data;
}

/** Where an order stands: a customer reads their order, a guest follows it with its number and email. */
export async function fetchOrderStatus(number: string, guestEmail: string | null): Promise<OrderStatus> {
  if (guestEmail) {
    const { data } = await api().post<ItemAnswer<TrackedOrder>>('/orders/track', { number, email: guestEmail });
    return data.data.status;
  }
  const { data } = await api().get<ItemAnswer<Order>>(`/orders/${encodeURIComponent(number)}`);
  return data.data.status;
}
