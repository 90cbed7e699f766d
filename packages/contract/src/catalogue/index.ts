// The catalogue's shapes for both sides. Pricing is the API's alone: '@shop/contract/pricing'.
export * from './cart';
export * from './configure';
export * from './products';
export * from './rules';
export * from './uploads';
