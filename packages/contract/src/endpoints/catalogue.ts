import { z } from 'zod';
import { configureBodySchema, configureResponseSchema } from '../catalogue/configure';
import {
  categoryListResponseSchema,
  productDetailSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSlugsSchema,
} from '../catalogue/products';
import { configurationRulesSchema, photoprintRulesSchema } from '../catalogue/rules';
import { endpoint } from '../endpoint';
import { localeSchema } from '../siteEnums';
import { idParamsSchema } from './common';

/** The locale texts come in; the X-Locale header's when absent. */
export const localeQuerySchema = z.object({ locale: localeSchema.optional() });

/** A product slug as storefront paths carry it (never a dot segment, which a URL resolves). */
export const productSlugSchema = z
  .string()
  .min(1)
  .max(140)
  .refine((slug) => !/^\.{1,2}$/.test(slug));

export const catalogueEndpoints = {
  products: endpoint({
    method: 'GET',
    path: '/Products',
    operationId: 'listProducts',
    summary: 'One page of the product archive',
    description:
      'Filtered by category slug and/or brand line, with the filters that apply and their counts.',
    tags: ['catalogue'],
    access: 'shop',
    feature: 'products',
    query: productListQuerySchema,
    responses: { 200: productListResponseSchema },
  }),

  categories: endpoint({
    method: 'GET',
    path: '/Categories',
    operationId: 'listCategories',
    summary: "The shop's categories with their product counts",
    description: 'Names, slugs and descriptions in the locale asked for.',
    tags: ['catalogue'],
    access: 'shop',
    feature: 'products',
    query: localeQuerySchema,
    responses: { 200: categoryListResponseSchema },
  }),

  product: endpoint({
    method: 'GET',
    path: '/Products/:id',
    operationId: 'getProduct',
    summary: 'A product of this shop by id',
    description: 'Texts, images, specifications and the price from, in the locale asked for.',
    tags: ['catalogue'],
    access: 'shop',
    feature: 'products',
    params: idParamsSchema,
    query: localeQuerySchema,
    responses: { 200: productDetailSchema },
  }),

  productBySlug: endpoint({
    method: 'GET',
    // The second segment is the slug; the first shares its name with /Products/:id's.
    path: '/Products/:id/:second',
    operationId: 'getProductBySlug',
    summary: 'A product by its slug in a locale: /Products/{locale}/{slug}',
    description: 'A slug of another language answers the product too, with its own locale’s slug.',
    tags: ['catalogue'],
    access: 'shop',
    feature: 'products',
    params: z.object({ id: localeSchema, second: productSlugSchema }),
    responses: { 200: productDetailSchema },
  }),

  productSlugs: endpoint({
    method: 'GET',
    path: '/Products/:id/slugs',
    operationId: 'getProductSlugs',
    summary: "The product's slug in every locale",
    description: 'For the language switch and hreflang alternates.',
    tags: ['catalogue'],
    access: 'shop',
    feature: 'products',
    params: idParamsSchema,
    responses: { 200: productSlugsSchema },
  }),

  configurationRules: endpoint({
    method: 'GET',
    path: '/Products/configuration/:id',
    operationId: 'getConfigurationRules',
    summary: "The product's configurator rule set",
    description: 'Sizes, thicknesses, colours, shapes, mounting and quantity tiers.',
    tags: ['configurator'],
    access: 'shop',
    feature: 'products',
    params: idParamsSchema,
    responses: { 200: configurationRulesSchema },
  }),

  photoprintRules: endpoint({
    method: 'GET',
    path: '/Products/photoprint/:id',
    operationId: 'getPhotoprintRules',
    summary: "A photo print's sizes, thicknesses and minimum print resolution",
    description: '404 for a product that is no photo print.',
    tags: ['configurator'],
    access: 'shop',
    feature: 'products',
    params: idParamsSchema,
    responses: { 200: photoprintRulesSchema },
  }),

  configure: endpoint({
    method: 'POST',
    path: '/Products/:id/configure',
    operationId: 'priceConfiguration',
    summary: 'Validate a configuration and price it on the server',
    description: 'Answers the price, or every reason the configuration cannot be made.',
    tags: ['configurator'],
    access: 'shop',
    feature: 'products',
    params: idParamsSchema,
    body: configureBodySchema,
    responses: { 200: configureResponseSchema },
  }),

  quantity: endpoint({
    method: 'PUT',
    path: '/Products/:id/quantity',
    operationId: 'priceQuantity',
    summary: 'Price a configuration for another quantity',
    description: 'The same as configure, for a quantity change: the tier price applies.',
    tags: ['configurator'],
    access: 'shop',
    feature: 'products',
    params: idParamsSchema,
    body: configureBodySchema,
    responses: { 200: configureResponseSchema },
  }),
};
