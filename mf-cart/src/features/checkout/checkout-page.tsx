import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { EMAIL_PATTERN, giftCardCodeEnd, giftCardShare, type CheckoutLine, type Country, type DeliveryMethod, type GiftCardCheck, type Order, type CheckoutBody, type PaymentOptions, type PickupOption, type ShippingAddress } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { countsInTotal, rootStore, useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, Price, settle, useAsync, usePageMeta, useRetry, type Settled } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { revalidateGuestCart } from '../cart/cart-server-sync';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { checkCoupon, checkGiftCard, fetchCountries, fetchDeliveryMethods, fetchPaymentOptions, fetchQuote, placeOrder } from './api';
import { GiftCardField, giftCardRefusalKey } from './gift-card-field';
import { formatEuro } from './money';
import { checkoutMessages } from './messages';
import { CouponField, couponRefusalKey } from './coupon-field';
import { rememberOrder } from './last-order';
import { PricedLines } from './priced-lines';
import { PickupChoice } from './pickup-choice';
import { PaymentChoices } from './payment-choices';
import { PayPlacedOrder } from './pay-placed-order';
import { EMPTY_SHIPPING, ShippingForm, validateShipping, type ShippingErrors } from './shipping-form';

/**
 * /checkout: contact, delivery method, address, the server's own summary of prices with an optional coupon code, and
 * payment. Nothing here is priced by the browser: the summary, the coupon's discount and the order come from the server.
 */
type CheckoutOptions = [DeliveryMethod[], Country[], PaymentOptions];

/** The route's client loader: the delivery methods, the countries and the ways to pay, in the shopper's language. */
export function checkoutLoader({ request }: LoaderFunctionArgs): Promise<Settled<CheckoutOptions>> {
  return settle(Promise.all([fetchDeliveryMethods(), fetchCountries(), fetchPaymentOptions()]), request);
}

export function CheckoutPage() {
  const t = useT(checkoutMessages);
  usePageMeta({ title: t('checkoutTitle'), canonicalPath: '/checkout' });
  // Undefined before the client loader's answer: on the server (what is ordered is the shopper's browser's) and while
  // hydrating. The heading and the intro are the same nodes before and after (the exposed page is its own skeleton).
  const options = useLoaderData<Settled<CheckoutOptions> | undefined>();
  /** An order placed for online payment, waiting to be paid here. */
  const [placed, setPlaced] = useState<Order | null>(null);
  const paying = placed !== null && options?.data?.[2] !== undefined;
  return (
    <section className="checkout-page" data-boundary="cart">
      <h1>{t(paying ? 'payTitle' : 'checkoutTitle')}</h1>
      {!paying && <p className="checkout-page__intro">{t('checkoutIntro')}</p>}
      {options ? <CheckoutSteps options={options} placed={placed} onPlaced={setPlaced} /> : <LoadingBlock />}
    </section>
  );
}

/** Everything under the heading once the loader answered: the form, the empty cart, or the payment of a placed order. */
function CheckoutSteps({ options, placed, onPlaced: setPlaced }: { options: Settled<CheckoutOptions>; placed: Order | null; onPlaced: (order: Order) => void }) {
  const t = useT(checkoutMessages);
  const navigate = useNavigate();
  const cart = useRootStore((s) => s.cart);
  const user = useRootStore((s) => (s.token ? s.user : null));
  const language = useRootStore((s) => s.language);
  const currency = useRootStore((s) => s.currency);
  // A guest's lines are checked against the catalogue once more before they are ordered.
  useEffect(() => {
    void revalidateGuestCart();
  }, []);

  const lines: CheckoutLine[] = useMemo(
    () => cart.filter(countsInTotal).map((line) => ({ article_id: line._id, quantity: line.quantity })),
    [cart],
  );
  const linesKey = lines.map((line) => `${line.article_id}x${line.quantity}`).join(',');
  const retry = useRetry();
  const methods = options.data?.[0] ?? [];
  const [deliveryCode, setDeliveryCode] = useState<string | null>(null);
  const method = methods.find((entry) => entry.code === deliveryCode) ?? methods[0];
  const [email, setEmail] = useState('');
  /** The coupon code the summary is priced with (checked again by the server whenever the cart or delivery changes). */
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<ReturnType<typeof couponRefusalKey>>(null);
  /** The bookshop a collection is made at (a method without address); null until the first quote proposes one. */
  const [pickupChoice, setPickupChoice] = useState<number | null>(null);
  const pickupLocation = method && !method.needs_address && pickupChoice !== null ? { pickup_location_id: pickupChoice } : {};
  const quote = useAsync(async () => {
    if (!method || lines.length === 0) return null;
    const body = { lines, delivery_method: method.code, ...pickupLocation };
    if (couponCode === null) return fetchQuote(body);
    try {
      // No email: the server checks a per-customer limit for the signed-in account only (the bearer).
      return await checkCoupon({ ...body, coupon_code: couponCode });
    } catch (error) {
      const refusal = couponRefusalKey(error);
      if (refusal === null) throw error;
      // Refused (or no longer valid for this cart): said under the field, and the summary is priced without it.
      setCouponError(refusal);
      setCouponCode(null);
      return fetchQuote(body);
    }
  }, [linesKey, method?.code, couponCode, pickupChoice]);
  // The bookshops as the last quote gave them: kept while the next one (another choice) is read, so they stay put.
  const quotedPickup = quote.data?.pickup_locations;
  const [pickupOptions, setPickupOptions] = useState<PickupOption[] | null>(null);
  // Adjusted while rendering a new quote's answer (React's pattern for state that follows another value).
  if (quotedPickup !== undefined && quotedPickup !== pickupOptions) {
    setPickupOptions(quotedPickup);
    // A collection starts at the first bookshop that has every book of the cart (else the first): priced again there.
    if (pickupChoice === null && quotedPickup?.length) {
      setPickupChoice((quotedPickup.find((option) => option.short.length === 0) ?? quotedPickup[0])?.location.id ?? null);
    }
  }

  /** The gift card checked by the server: it pays what it can of the total (giftCardShare), the rest by the chosen means. */
  const [giftCard, setGiftCard] = useState<GiftCardCheck | null>(null);
  const [giftCardError, setGiftCardError] = useState<ReturnType<typeof giftCardRefusalKey>>(null);
  const [giftCardBusy, setGiftCardBusy] = useState(false);
  const applyGiftCard = async (code: string) => {
    setGiftCardError(null);
    setGiftCardBusy(true);
    try {
      setGiftCard(await checkGiftCard(code));
    } catch (error) {
      setGiftCardError(giftCardRefusalKey(error) ?? 'giftCardCheckFailed');
    } finally {
      setGiftCardBusy(false);
    }
  };
  const totalCents = quote.data ? Math.round(quote.data.total * 100) : 0;
  const giftCardCents = giftCard ? giftCardShare(Math.round(giftCard.balance * 100), totalCents) : 0;
  const coveredByCard = giftCard !== null && quote.data !== null && quote.data !== undefined && giftCardCents === totalCents;
  const [emailError, setEmailError] = useState<string | undefined>();
  const [addressChoice, setAddressChoice] = useState<number | 'new'>(() => user?.defaultAdd ?? user?.addresses[0]?.id ?? 'new');
  const [shipping, setShipping] = useState<ShippingAddress>(() => ({ ...EMPTY_SHIPPING, first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' }));
  const [shippingErrors, setShippingErrors] = useState<ShippingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attemptKey = useRef(newIdempotencyKey());
  const payment = options.data?.[2];
  const paymentMethods: CheckoutBody['payment_method'][] = payment ? [...(payment.offline ? (['bank_transfer'] as const) : []), ...(payment.online ? (['paypal', 'card'] as const) : [])] : [];
  const [paymentChoice, setPaymentChoice] = useState<CheckoutBody['payment_method'] | null>(null);
  const paymentMethod = paymentChoice && paymentMethods.includes(paymentChoice) ? paymentChoice : (paymentMethods[0] ?? null);

  const savedAddress = user?.addresses.find((address) => address.id === addressChoice);
  const problems = quote.data?.problems ?? [];
  /**
   * A quote problem in the shopper's words: a book gone from the catalogue, sold out, with fewer copies left, or asked
   * in more copies than an order awaiting payment may hold (none when others hold all they may).
   */
  const problemText = (problem: (typeof problems)[number], title: string) => {
    if (problem.code === 'unpaid_copies_limit') {
      return problem.available === 0 ? t('problemUnpaidHeld', { title }) : t('problemUnpaidLimit', { title, count: problem.available });
    }
    if (problem.code !== 'out_of_stock') return t('problemNotFound');
    return problem.available === 0 ? t('problemSoldOut', { title }) : t('problemOutOfStock', { title, count: problem.available });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || (!paymentMethod && !coveredByCard)) return;
    setFormError(null);
    const mailError = user ? undefined : !email.trim() ? t('emailRequired') : !EMAIL_PATTERN.test(email.trim()) ? t('emailInvalid') : undefined;
    setEmailError(mailError);
    let address: ShippingAddress | undefined;
    if (method.needs_address) {
      if (savedAddress) {
        const { id: _id, title: _title, ...fields } = savedAddress;
        address = fields;
      } else {
        const found = validateShipping(shipping);
        setShippingErrors(found);
        if (Object.keys(found).length > 0) return;
        address = { ...shipping };
      }
    }
    if (mailError || problems.length > 0) return;
    setBusy(true);
    try {
      const order = await placeOrder(
        {
          lines,
          delivery_method: method.code,
          ...(user ? {} : { email: email.trim() }),
          ...(address ? { shipping: address } : {}),
          ...pickupLocation,
          // A card that pays it all: the server makes the order paid by it whatever the means sent.
          payment_method: paymentMethod ?? 'bank_transfer',
          currency,
          language,
          ...(couponCode !== null ? { coupon_code: couponCode } : {}),
          ...(giftCard !== null ? { gift_card_code: giftCard.code } : {}),
        },
        attemptKey.current,
      );
      rememberOrder(order);
      // The order holds these copies now: they leave the cart whichever way it is paid.
      for (const line of order.lines) rootStore.getState().removeFromCart(line.article_id);
      if (order.payment_method === 'bank_transfer' || order.payment_method === 'gift_card') {
        navigate(`/order-success?number=${encodeURIComponent(order.number)}`, { replace: true, state: { order } });
      } else {
        setBusy(false);
        setPlaced(order);
      }
    } catch (error) {
      setBusy(false);
      // No answer (a dropped connection) or a server failure: the order may exist, so the retry keeps its key.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return setFormError(t('orderFailed'));
      // A refused order changed nothing: the next attempt is a new one.
      attemptKey.current = newIdempotencyKey();
      const refusal = couponRefusalKey(error);
      const cardRefusal = giftCardRefusalKey(error);
      if (refusal !== null) {
        setCouponError(refusal);
        setCouponCode(null);
      } else if (cardRefusal !== null) {
        // Spent or cancelled since it was checked: said under its field, and the order is priced without it.
        setGiftCardError(cardRefusal);
        setGiftCard(null);
      } else if (error.status === 429) setFormError(t(error.code === 'too_many_unpaid_orders' ? 'tooManyUnpaidOrders' : 'tooManyOrders'));
      else if (error.field?.startsWith('shipping.')) {
        const field = error.field.slice('shipping.'.length) as keyof ShippingAddress;
        const message = field === 'country' ? 'countryUnknown' : field === 'first_name' || field === 'last_name' ? 'nameInvalid' : 'addressRequired';
        setShippingErrors({ [field]: message });
      } else if (error.field === 'email') setEmailError(t('emailInvalid'));
      else if (error.field === 'pickup_location_id') {
        // Removed by the shop meanwhile: the bookshops are listed again.
        setPickupChoice(null);
        setFormError(t('pickupGone'));
      }
      else if (error.status === 409) {
        // The summary, priced again, says which book and how many copies may be ordered.
        if (error.code === 'unpaid_copies_limit') setFormError(t('unpaidCopiesLimit'));
        quote.reload();
      }
      else setFormError(t('orderFailed'));
    }
  };

  if (placed && payment) {
    return <PayPlacedOrder order={placed} options={payment} guestEmail={user ? null : placed.email} intro={t('payReserved', { number: placed.number })} />;
  }

  if (lines.length === 0) {
    return (
      <div className="cart-page__empty">
        <p>{t('checkoutEmpty')}</p>
        <Link className="bk-button bk-button--primary" to="/books">
          {t('browseBooks')}
        </Link>
      </div>
    );
  }

  return (
    <>
      {options.status === 'error' && (
        <div className="bk-fallback" role="alert">
          <p>{t('quoteFailed')}</p>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      )}
      {options.status === 'success' && method && (
        <form className="checkout-layout" onSubmit={(event) => void submit(event)} noValidate>
          <div className="checkout-steps">
            {formError && (
              <p className="checkout-error" role="alert">
                {formError}
              </p>
            )}
            <fieldset className="checkout-step">
              <legend>{t('contactTitle')}</legend>
              {user ? (
                <p>{t('orderEmailAccount', { email: user.email })}</p>
              ) : (
                <Field label={t('orderEmail')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
              )}
            </fieldset>

            <fieldset className="checkout-step">
              <legend>{t('deliveryTitle')}</legend>
              {methods.map((entry) => (
                <label key={entry.code} className="checkout-choice">
                  <input type="radio" name="delivery" value={entry.code} checked={entry.code === method.code} onChange={() => setDeliveryCode(entry.code)} />
                  <span className="checkout-choice__body">
                    <strong>{entry.name}</strong> <Price priceTtc={entry.price} />
                    <span className="checkout-choice__hint">{entry.description}</span>
                    {entry.free_from !== null && (
                      <span className="checkout-choice__hint">
                        {t('deliveryFreeFrom', { price: formatEuro(entry.free_price, language), amount: formatEuro(entry.free_from, language) })}
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </fieldset>

            {!method.needs_address && pickupOptions && (
              <PickupChoice options={pickupOptions} lines={quote.data?.lines ?? []} chosen={pickupChoice} onChoose={setPickupChoice} />
            )}

            {method.needs_address && (
              <fieldset className="checkout-step">
                <legend>{t('addressTitle')}</legend>
                {user && user.addresses.length > 0 && (
                  <div className="checkout-addresses" role="radiogroup" aria-label={t('savedAddresses')}>
                    {user.addresses.map((address) => (
                      <label key={address.id} className="checkout-choice">
                        <input type="radio" name="address" checked={addressChoice === address.id} onChange={() => setAddressChoice(address.id)} />
                        <span className="checkout-choice__body">
                          <strong>{address.title}</strong>
                          <span className="checkout-choice__hint">
                            {address.first_name} {address.last_name}, {address.address}, {address.postal_code} {address.city}
                          </span>
                        </span>
                      </label>
                    ))}
                    <label className="checkout-choice">
                      <input type="radio" name="address" checked={addressChoice === 'new'} onChange={() => setAddressChoice('new')} />
                      <span className="checkout-choice__body">
                        <strong>{t('newAddress')}</strong>
                      </span>
                    </label>
                  </div>
                )}
                {!savedAddress && <ShippingForm values={shipping} errors={shippingErrors} countries={options.data[1]} onChange={setShipping} />}
              </fieldset>
            )}

            <fieldset className="checkout-step">
              <legend>{t('paymentTitle')}</legend>
              <PaymentChoices options={payment} chosen={paymentMethod} onChoose={setPaymentChoice} bankTransferHint={t('bankTransferHint')} />
              {!paymentMethod && (
                <p className="checkout-error" role="alert">
                  {t('noPaymentMethod')}
                </p>
              )}
            </fieldset>
          </div>

          <aside className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title">{t('orderSummary')}</h2>
            {quote.status === 'loading' && <LoadingBlock />}
            {quote.status === 'error' && (
              <div role="alert">
                <p>{t('quoteFailed')}</p>
                <Button variant="secondary" onClick={quote.reload}>
                  {t('retry')}
                </Button>
              </div>
            )}
            {quote.status === 'success' && quote.data && (
              <>
                <PricedLines
                  priced={
                    giftCard
                      ? { ...quote.data, gift_card: { code_end: giftCardCodeEnd(giftCard.code), amount: giftCardCents / 100 }, amount_due: (totalCents - giftCardCents) / 100 }
                      : quote.data
                  }
                />
                {giftCard && (
                  <p className="checkout-choice__hint" role="status">
                    {coveredByCard ? t('giftCardCoversAll') : t('giftCardPaysPart', { amount: formatEuro(giftCardCents / 100, language) })}
                  </p>
                )}
                {quote.data.lines.some((line) => line.preorder) && (
                  <p className="checkout-preorder" data-testid="preorder-rule">
                    {t('preorderRule')}
                  </p>
                )}
                {quote.data.coupon && <p className="checkout-choice__hint">{t('couponBooksNote')}</p>}
                {problems.length > 0 && (
                  <ul className="checkout-problems" role="alert">
                    {problems.map((problem) => {
                      const title = quote.data?.lines.find((line) => line.article_id === problem.article_id)?.title ?? '';
                      return (
                        <li key={problem.article_id}>
                          {problemText(problem, title)}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </>
            )}
            <CouponField
              applied={quote.data?.coupon?.code ?? null}
              error={couponError}
              busy={couponCode !== null && quote.status === 'loading'}
              onApply={(code) => {
                setCouponError(null);
                setCouponCode(code);
              }}
              onRemove={() => {
                setCouponError(null);
                setCouponCode(null);
              }}
            />
            <GiftCardField
              applied={giftCard}
              error={giftCardError}
              busy={giftCardBusy}
              onApply={(code) => void applyGiftCard(code)}
              onRemove={() => {
                setGiftCardError(null);
                setGiftCard(null);
              }}
            />
            <Button type="submit" busy={busy} disabled={quote.status !== 'success' || problems.length > 0 || (!paymentMethod && !coveredByCard)}>
              {t('confirmOrder')}
            </Button>
            <Link to="/cart">{t('backToCart')}</Link>
          </aside>
        </form>
      )}
    </>
  );
}
