import {
  ApiError,
  categoryListResponseSchema,
  configurationRulesSchema,
  configureBodySchema,
  configureResponseSchema,
  localeSchema,
  photoprintRulesSchema,
  priceSelection,
  productDetailSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSlugsSchema,
} from '@shop/contract';
import type { Locale } from '@shop/site';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf as requestLocale } from '../../lib/requestLocale';
import { requireFeature } from '../../plugins/features';
import {
  configurationRules,
  getProduct,
  listCategories,
  listProducts,
  productSlugs,
} from './service';

const idParams = z.object({ id: z.uuid() });
const localeQuery = z.object({ locale: localeSchema.optional() });

function localeOf(request: FastifyRequest, query?: { locale?: Locale }): Locale {
  return query?.locale ?? requestLocale(request);
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFeature('products'));
  const db = () => app.database.db;

  app.get(
    '/Products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One page of the product archive, filtered by category slug and/or brand line',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request) =>
      listProducts(db(), request.shop, {
        ...request.query,
        locale: localeOf(request, request.query),
      }),
  );

  app.get(
    '/Categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The shop's categories with their product counts",
        querystring: localeQuery,
        response: { 200: categoryListResponseSchema },
      },
    },
    async (request) => listCategories(db(), request.shop, localeOf(request, request.query)),
  );

  app.get(
    '/Products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product of this shop by id',
        params: idParams,
        querystring: localeQuery,
        response: { 200: productDetailSchema },
      },
    },
    async (request) =>
      getProduct(db(), request.shop, localeOf(request, request.query), { id: request.params.id }),
  );

  app.get(
    '/Products/:id/:second',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product by its slug in a locale: /Products/{locale}/{slug}',
        params: z.object({ id: localeSchema, second: z.string().min(1).max(140) }),
        response: { 200: productDetailSchema },
      },
    },
    async (request) =>
      getProduct(db(), request.shop, request.params.id, { slug: request.params.second }),
  );

  app.get(
    '/Products/:id/slugs',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The product's slug in every locale",
        params: idParams,
        response: { 200: productSlugsSchema },
      },
    },
    async (request) => productSlugs(db(), request.shop, request.params.id),
  );

  app.get(
    '/Products/configuration/:id',
    {
      schema: {
        tags: ['configurator'],
        summary: "The product's configurator rule set",
        params: idParams,
        response: { 200: configurationRulesSchema },
      },
    },
    async (request) => configurationRules(db(), request.shop, request.params.id),
  );

  app.get(
    '/Products/photoprint/:id',
    {
      schema: {
        tags: ['configurator'],
        summary: "A photo print's sizes, thicknesses and minimum print resolution",
        params: idParams,
        response: { 200: photoprintRulesSchema },
      },
    },
    async (request) => {
      const rules = await configurationRules(db(), request.shop, request.params.id);
      if (rules.kind !== 'photoprint') throw ApiError.notFound('This product is not a photo print');
      return rules;
    },
  );

  const priceRoute = {
    schema: {
      tags: ['configurator'],
      params: idParams,
      body: configureBodySchema,
      response: { 200: configureResponseSchema },
    },
  };
  const price = async (request: {
    shop: FastifyRequest['shop'];
    params: { id: string };
    body: z.infer<typeof configureBodySchema>;
  }) => {
    const rules = await configurationRules(db(), request.shop, request.params.id);
    const result = priceSelection(rules, request.body);
    return result.ok
      ? { ok: true as const, price: result.price }
      : { ok: false as const, errors: result.errors };
  };

  app.post(
    '/Products/:id/configure',
    {
      ...priceRoute,
      schema: {
        ...priceRoute.schema,
        summary: 'Validate a configuration and price it on the server',
      },
    },
    price,
  );

  app.put(
    '/Products/:id/quantity',
    {
      ...priceRoute,
      schema: {
        ...priceRoute.schema,
        summary: 'Price a configuration for another quantity (tiers)',
      },
    },
    price,
  );
};
