import { z } from 'zod';
import { apiErrorSchema } from '../apiError';
import { endpoint } from '../endpoint';
import { healthResponseSchema } from '../health';
import { htmlSchema, noContentSchema } from './common';

/** The health of every configurable product's rule set. */
export const ruleSetHealthSchema = z.object({
  healthy: z.boolean(),
  checked: z.number().int(),
  unhealthy: z.number().int(),
  items: z.array(
    z.object({
      id: z.uuid(),
      sku: z.string(),
      kind: z.string(),
      healthy: z.boolean(),
      problems: z.array(z.string()),
    }),
  ),
});

/** What Microsoft's sign-in sends the browser back with. */
export const erpCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** What a tester can make of a payment on the built-in provider's page. */
export const builtinOutcomes = ['paid', 'failed', 'cancelled', 'pending'] as const;
export type BuiltinOutcome = (typeof builtinOutcomes)[number];

export const builtinPaymentParamsSchema = z.object({ ref: z.string().regex(/^bt_[0-9a-f]{16}$/) });

export const defaultOutboxLimit = 20;

export const outboxQuerySchema = z.object({
  to: z.string().trim().min(1).optional().describe('Only mails to this address'),
  limit: z.coerce.number().int().min(1).max(100).default(defaultOutboxLimit),
});

export const outboxItemSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  text: z.string(),
  links: z.array(z.string()).describe('Absolute http(s) links in the mail, action link first'),
});

export const outboxListSchema = z.object({ items: z.array(outboxItemSchema) });
export type OutboxListItem = z.infer<typeof outboxItemSchema>;

export const operationEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Whether the API and its database answer',
    description: 'For load balancers and monitoring: which database engine answered, and uptime.',
    tags: ['operations'],
    access: 'shopless',
    responses: { 200: healthResponseSchema },
  }),

  ruleSetHealth: endpoint({
    method: 'GET',
    path: '/Diagnostics/elfsquad/products',
    operationId: 'getRuleSetHealth',
    summary: "Health of the shop's configurable products' rule sets",
    description: 'Each configurable product’s rule set checked against the contract’s rules.',
    tags: ['operations'],
    access: 'shop',
    feature: 'products',
    responses: { 200: ruleSetHealthSchema },
  }),

  erpConnect: endpoint({
    method: 'GET',
    path: '/BusinessCentral/connect',
    operationId: 'connectBusinessCentral',
    summary: 'Start connecting the shop to Business Central',
    description:
      'Needs `Authorization: Bearer <BUSINESS_CENTRAL_ADMIN_KEY>`. Answers 302 to the Microsoft sign-in, which must finish within 10 minutes.',
    tags: ['erp'],
    access: 'shop',
    responses: {
      302: noContentSchema.describe('Redirect to the Microsoft sign-in'),
      401: apiErrorSchema,
      503: apiErrorSchema,
    },
  }),

  erpCallback: endpoint({
    method: 'GET',
    path: '/BusinessCentral/callback',
    operationId: 'completeBusinessCentralConnection',
    summary: 'OAuth callback of the Business Central sign-in',
    description: 'A browser redirect from Microsoft; the state it brings back names the shop.',
    tags: ['erp'],
    access: 'shopless',
    query: erpCallbackQuerySchema,
    responses: { 200: htmlSchema, 400: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema },
  }),

  builtinPaymentPage: endpoint({
    method: 'GET',
    path: '/payment-provider/checkout/:ref',
    operationId: 'showTestPaymentPage',
    summary: 'The built-in test provider’s hosted payment page',
    description: 'Served only while the built-in provider is active, never in a real shop.',
    tags: ['payment provider (built-in)'],
    access: 'shopless',
    params: builtinPaymentParamsSchema,
    responses: { 200: htmlSchema },
  }),

  builtinPaymentDecision: endpoint({
    method: 'POST',
    path: '/payment-provider/checkout/:ref',
    operationId: 'decideTestPayment',
    summary: 'Decide a test payment, notify the shop, return to it',
    description: 'Posts the shop’s webhooks as a provider would, then redirects to the shop (303).',
    tags: ['payment provider (built-in)'],
    access: 'shopless',
    consumes: ['application/x-www-form-urlencoded'],
    params: builtinPaymentParamsSchema,
    body: z.object({ outcome: z.enum(builtinOutcomes) }),
    responses: { 303: noContentSchema.describe('Back to the shop') },
  }),

  outbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    operationId: 'listOutbox',
    summary: 'Latest queued mails, newest first',
    description: 'Development and tests only: read the mail a journey just caused.',
    tags: ['development'],
    access: 'shopless',
    hidden: true,
    query: outboxQuerySchema,
    responses: { 200: outboxListSchema },
  }),

  outboxMail: endpoint({
    method: 'GET',
    path: '/dev/outbox/:id',
    operationId: 'showOutboxMail',
    summary: 'One queued mail as the HTML its reader sees',
    description: 'Development and tests only.',
    tags: ['development'],
    access: 'shopless',
    hidden: true,
    params: z.object({ id: z.uuid() }),
    responses: { 200: htmlSchema, 404: apiErrorSchema },
  }),
};
