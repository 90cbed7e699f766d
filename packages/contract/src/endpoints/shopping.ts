import {
  addLineBodySchema,
  cartSchema,
  lineParamsSchema,
  updateLineBodySchema,
} from '../catalogue/cart';
import { checkoutDetailsBodySchema } from '../checkout/details';
import { checkoutSchema, orderParamsSchema, paymentStatusResponseSchema } from '../checkout/orders';
import {
  initiatePaymentBodySchema,
  initiatePaymentResponseSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  webhookBodySchema,
} from '../checkout/payment';
import {
  chooseShippingBodySchema,
  shippingCalculateBodySchema,
  shippingOptionsSchema,
} from '../checkout/shipping';
import { endpoint } from '../endpoint';
import { noContentSchema } from './common';

/** Providers post their webhooks as forms, not JSON. */
const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'] as const;

export const cartEndpoints = {
  cart: endpoint({
    method: 'GET',
    path: '/orders/cart',
    operationId: 'getCart',
    summary: "The shopper's cart",
    description:
      'The logged-in customer’s, else the guest cart of X-Cart-Token; empty when there is none.',
    tags: ['cart'],
    access: 'shop',
    feature: 'products',
    responses: { 200: cartSchema },
  }),

  addLine: endpoint({
    method: 'POST',
    path: '/orders/lines',
    operationId: 'addCartLine',
    summary: 'Add a configured product to the cart',
    description:
      'The price is computed here from the product’s rules, never taken from the caller. A new guest cart answers its token once.',
    tags: ['cart'],
    access: 'shop',
    feature: 'products',
    body: addLineBodySchema,
    responses: { 201: cartSchema },
  }),

  updateLine: endpoint({
    method: 'PUT',
    path: '/orders/lines/:id',
    operationId: 'updateCartLine',
    summary: 'Change the quantity of a cart line',
    description: 'Re-priced with the quantity tiers; another shopper’s line answers 404.',
    tags: ['cart'],
    access: 'shop',
    feature: 'products',
    params: lineParamsSchema,
    body: updateLineBodySchema,
    responses: { 200: cartSchema },
  }),

  removeLine: endpoint({
    method: 'DELETE',
    path: '/orders/lines/:id',
    operationId: 'removeCartLine',
    summary: 'Remove a cart line',
    description: 'Answers the cart without it; another shopper’s line answers 404.',
    tags: ['cart'],
    access: 'shop',
    feature: 'products',
    params: lineParamsSchema,
    responses: { 200: cartSchema },
  }),
};

export const checkoutEndpoints = {
  checkout: endpoint({
    method: 'GET',
    path: '/orders/checkout',
    operationId: 'getCheckout',
    summary: "The shopper's checkout",
    description: 'Cart, details, delivery and the totals computed on the server.',
    tags: ['checkout'],
    access: 'shop',
    feature: 'products',
    responses: { 200: checkoutSchema },
  }),

  setDetails: endpoint({
    method: 'POST',
    path: '/Orders/details',
    operationId: 'setCheckoutDetails',
    summary: 'Customer type, contact, invoice and delivery address, business VAT number',
    description:
      'Validated by the contract’s rules; a business VAT number is checked with the EU’s VIES register for reverse charge.',
    tags: ['checkout'],
    access: 'shop',
    feature: 'products',
    body: checkoutDetailsBodySchema,
    responses: { 200: checkoutSchema },
  }),

  shippingOptions: endpoint({
    method: 'GET',
    path: '/Orders/shipping',
    operationId: 'listShippingOptions',
    summary: "Delivery types for the checkout's address",
    description: 'Each with its cost and promised date.',
    tags: ['checkout'],
    access: 'shop',
    feature: 'products',
    responses: { 200: shippingOptionsSchema },
  }),

  calculateShipping: endpoint({
    method: 'POST',
    path: '/Orders/shipping/calculate',
    operationId: 'calculateShipping',
    summary: 'Delivery types for the cart sent to a country',
    description: 'Before details are given: cost and promised date per delivery type.',
    tags: ['checkout'],
    access: 'shop',
    feature: 'products',
    body: shippingCalculateBodySchema,
    responses: { 200: shippingOptionsSchema },
  }),

  chooseShipping: endpoint({
    method: 'POST',
    path: '/Orders/shipping',
    operationId: 'chooseShipping',
    summary: 'Choose Deliver, Pickup or DeliverAndAssemble',
    description: 'Answers the checkout with the delivery’s cost in its totals.',
    tags: ['checkout'],
    access: 'shop',
    feature: 'products',
    body: chooseShippingBodySchema,
    responses: { 200: checkoutSchema },
  }),

  complete: endpoint({
    method: 'POST',
    path: '/Orders/complete',
    operationId: 'placeOrder',
    summary: 'Place the order',
    description:
      'Totals, number and promised date are fixed and the order waits for payment; calling it again answers the same order.',
    tags: ['checkout'],
    access: 'shop',
    feature: 'products',
    responses: { 200: checkoutSchema },
  }),
};

export const paymentEndpoints = {
  methods: endpoint({
    method: 'GET',
    path: '/orders/payment/methods',
    operationId: 'listPaymentMethods',
    summary: 'Payment methods offered to shoppers of a country',
    description: 'iDEAL in the Netherlands, Bancontact in Belgium, and so on.',
    tags: ['payments'],
    access: 'shop',
    feature: 'products',
    query: paymentMethodsQuerySchema,
    responses: { 200: paymentMethodsResponseSchema },
  }),

  initiate: endpoint({
    method: 'POST',
    path: '/orders/payment/initiate',
    operationId: 'startPayment',
    summary: 'Open a payment for a placed order',
    description:
      'Answers the provider’s checkout address; repeated calls answer the payment in progress.',
    tags: ['payments'],
    access: 'shop',
    feature: 'products',
    body: initiatePaymentBodySchema,
    responses: { 200: initiatePaymentResponseSchema },
  }),

  status: endpoint({
    method: 'GET',
    path: '/orders/payment/status/:id',
    operationId: 'getPaymentStatus',
    summary: "An order's payment state, for the result page",
    description:
      'Asks the provider again when its last answer is older than a few seconds, so the page turns final without webhooks.',
    tags: ['payments'],
    access: 'shop',
    feature: 'products',
    params: orderParamsSchema,
    responses: { 200: paymentStatusResponseSchema },
  }),

  paymentWebhook: endpoint({
    method: 'POST',
    path: '/orders/payment/webhook/payment',
    operationId: 'receivePaymentWebhook',
    summary: "A provider's payment changed",
    description:
      'Form field id: the provider’s payment id. The state is always fetched from the provider; unknown ids answer 200 too, so a probe learns nothing.',
    tags: ['payments'],
    access: 'shopless',
    consumes: formTypes,
    body: webhookBodySchema,
    responses: { 200: noContentSchema },
  }),

  orderWebhook: endpoint({
    method: 'POST',
    path: '/orders/payment/webhook/order',
    operationId: 'receiveOrderWebhook',
    summary: "An order's payments changed",
    description: 'Form field id: the order id. Handled like the payment webhook.',
    tags: ['payments'],
    access: 'shopless',
    consumes: formTypes,
    body: webhookBodySchema,
    responses: { 200: noContentSchema },
  }),
};
