/** The OpenAPI tags every endpoint is filed under, with what each covers. */
export const apiTags = [
  { name: 'shop', description: 'The shop a request is for: brand, home-page copy, review score.' },
  { name: 'accounts', description: 'Registration, login, password reset and my account.' },
  { name: 'catalogue', description: 'Products and categories of the shop, per locale.' },
  {
    name: 'configurator',
    description: 'Rule sets and server-side pricing of made-to-measure products.',
  },
  {
    name: 'content',
    description: 'Published blogs, advice, projects, inspiration and job offers, per locale.',
  },
  {
    name: 'search',
    description: 'Full-text search over products, projects, blog posts and advice, per locale.',
  },
  { name: 'cart', description: "The shopper's cart: an order in status cart." },
  { name: 'checkout', description: 'Details, delivery, totals and placing the order.' },
  {
    name: 'payments',
    description: 'Payment methods, starting a payment, its state, provider webhooks.',
  },
  { name: 'orders', description: "A customer's placed orders." },
  { name: 'files', description: 'Photo uploads and stored images.' },
  { name: 'validation', description: 'Checks a form makes while the shopper types.' },
  { name: 'operations', description: 'Health and diagnostics for the people who run the shops.' },
  { name: 'erp', description: 'The connection to Business Central.' },
  { name: 'payment provider (built-in)', description: 'The offline test provider’s hosted page.' },
  { name: 'development', description: 'The mail outbox, outside production only.' },
] as const;

export type ApiTag = (typeof apiTags)[number]['name'];
