import { ApiError, type ConfigurationSelection, endpoints } from '@shop/contract';
import { priceSelection } from '@shop/contract/pricing';
import type { Brand } from '@shop/site';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import {
  configurationRules,
  getProduct,
  listCategories,
  listProducts,
  productSlugs,
} from './service';

const catalogue = endpoints.catalogue;

export const productRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  route(app, catalogue.products, async ({ context, query }) =>
    listProducts(db(), context.shop, { ...query, locale: query.locale ?? context.locale }),
  );

  route(app, catalogue.categories, async ({ context, query }) =>
    listCategories(db(), context.shop, query.locale ?? context.locale),
  );

  route(app, catalogue.product, async ({ context, params, query }) =>
    getProduct(db(), context.shop, query.locale ?? context.locale, { id: params.id }),
  );

  route(app, catalogue.productBySlug, async ({ context, params }) =>
    getProduct(db(), context.shop, params.id, { slug: params.second }),
  );

  route(app, catalogue.productSlugs, async ({ context, params }) =>
    productSlugs(db(), context.shop, params.id),
  );

  route(app, catalogue.configurationRules, async ({ context, params }) =>
    configurationRules(db(), context.shop, params.id),
  );

  route(app, catalogue.photoprintRules, async ({ context, params }) => {
    const rules = await configurationRules(db(), context.shop, params.id);
    if (rules.kind !== 'photoprint') throw ApiError.notFound('This product is not a photo print');
    return rules;
  });

  async function price(shop: Brand, productId: string, selection: ConfigurationSelection) {
    const result = priceSelection(await configurationRules(db(), shop, productId), selection);
    return result.ok
      ? { ok: true as const, price: result.price }
      : { ok: false as const, errors: result.errors };
  }

  route(app, catalogue.configure, async ({ context, params, body }) =>
    price(context.shop, params.id, body),
  );

  route(app, catalogue.quantity, async ({ context, params, body }) =>
    price(context.shop, params.id, body),
  );
};
