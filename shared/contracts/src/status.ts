import type { OrderStatus, ReturnStatus } from './entities';

/**
 * The steps an order may take on the shop's side; the API refuses every other move (409 invalid_transition) and the
 * admin panel offers only these. Cancelling or refunding puts the books back in stock, once.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['preparing', 'cancelled', 'refunded'],
  preparing: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** The steps of a return/refund request: requested -> approved or rejected; approved -> received -> refunded. */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};
