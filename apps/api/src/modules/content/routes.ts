import { endpoints } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { contentSitemap, contentSlugs, getContentBySlug, listContent } from './service';

const content = endpoints.content;

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  route(app, content.sitemap, async ({ context }) => contentSitemap(db(), context.shop));

  route(app, content.list, async ({ context, params, query }) =>
    listContent(db(), context.shop, params.kind, query.locale ?? context.locale, query),
  );

  route(app, content.item, async ({ context, params }) =>
    getContentBySlug(db(), context.shop, params.kind, params.locale, params.slug),
  );

  route(app, content.slugs, async ({ context, params }) =>
    contentSlugs(db(), context.shop, params.kind, params.id),
  );
};
