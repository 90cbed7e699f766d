/**
 * Payments: opening one at the provider for a placed order, recording what the provider says
 * (webhooks, reconciler, the result page's poll), and the order's side when it is paid.
 */
export type { PaymentContext } from './context';
export { initiatePayment } from './initiate';
export {
  expireUnpaidOrders,
  reconcileDue,
  unpaidOrderExpiryDays,
  unsettledDueNow,
} from './reconcile';
export { applyStatus } from './record';
export { handleOrderWebhook, handlePaymentWebhook, refreshPayment } from './settle';
export { paymentStatus } from './status';
