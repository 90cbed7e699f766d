export * from './accounts';
export * from './catalogue';
export * from './common';
export * from './content';
export * from './files';
export * from './operations';
export * from './search';
export * from './shop';
export * from './shopping';
export * from './tags';

import { accountEndpoints } from './accounts';
import { catalogueEndpoints } from './catalogue';
import { contentEndpoints } from './content';
import { fileEndpoints } from './files';
import { operationEndpoints } from './operations';
import { searchEndpoints } from './search';
import { shopEndpoints } from './shop';
import { cartEndpoints, checkoutEndpoints, paymentEndpoints } from './shopping';

/** Every endpoint of the REST API, by domain. */
export const endpoints = {
  shop: shopEndpoints,
  accounts: accountEndpoints,
  catalogue: catalogueEndpoints,
  content: contentEndpoints,
  search: searchEndpoints,
  files: fileEndpoints,
  cart: cartEndpoints,
  checkout: checkoutEndpoints,
  payments: paymentEndpoints,
  operations: operationEndpoints,
};
