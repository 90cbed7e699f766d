import { shopRatingSchema } from '../catalogue/products';
import { endpoint } from '../endpoint';
import {
  validateAddressBodySchema,
  validateAddressResponseSchema,
  validateEmailBodySchema,
  validateEmailDomainBodySchema,
  validateEmailDomainResponseSchema,
  validateEmailResponseSchema,
} from '../misc';
import { shopInfoQuerySchema, shopInfoResponseSchema } from '../site';

export const shopEndpoints = {
  shopInfo: endpoint({
    method: 'GET',
    path: '/shop',
    operationId: 'getShop',
    summary: 'The shop selected by X-Shop-Id, with its home-page copy in one locale',
    description:
      'Brand code, name and the home page copy in `locale` (else the X-Locale header, else nl-NL).',
    tags: ['shop'],
    access: 'shop',
    query: shopInfoQuerySchema,
    responses: { 200: shopInfoResponseSchema },
  }),

  rating: endpoint({
    method: 'GET',
    path: '/Misc/rating',
    operationId: 'getShopRating',
    summary: "The shop's review score",
    description: 'Average and count of the shop’s reviews; only where the reviews switch is on.',
    tags: ['shop'],
    access: 'shop',
    feature: 'reviews',
    responses: { 200: shopRatingSchema },
  }),

  validateAddress: endpoint({
    method: 'POST',
    path: '/Misc/validate/address',
    operationId: 'validateAddress',
    summary: "Checks an address's postcode and house number for its country",
    description:
      'Answers the address normalised (postcode format per country) or why it is not valid.',
    tags: ['validation'],
    access: 'shop',
    body: validateAddressBodySchema,
    responses: { 200: validateAddressResponseSchema },
  }),

  validateEmail: endpoint({
    method: 'POST',
    path: '/Misc/validate/email',
    operationId: 'validateEmail',
    summary: 'Checks an e-mail address and whether it is already in use in this shop',
    description:
      'What the registration form asks while the shopper types; limited per client address, since it tells whether an address has an account.',
    tags: ['validation'],
    access: 'shop',
    body: validateEmailBodySchema,
    responses: { 200: validateEmailResponseSchema },
  }),

  validateEmailDomain: endpoint({
    method: 'POST',
    path: '/Misc/validate/emaildomain',
    operationId: 'validateEmailDomain',
    summary: "Checks that an e-mail address's domain can receive mail",
    description: 'Refuses disposable-mail domains and domains without MX (or A) records in DNS.',
    tags: ['validation'],
    access: 'shop',
    body: validateEmailDomainBodySchema,
    responses: { 200: validateEmailDomainResponseSchema },
  }),
};
