import { endpoints, isApiError, searchScopeSchema } from '@shop/contract';
import { resolveLocale } from '@shop/site';
import { publicApi } from '@/server/publicApi';

/** As many hits as a phone shows under the search box without scrolling. */
const quickHits = 4;

/**
 * The header's quick search: the few best hits as JSON, for a small island that needs
 * no query library. Same answer for every visitor, so it may be cached briefly.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const locale = resolveLocale(url.searchParams.get('locale'));
  const scope = searchScopeSchema.safeParse(url.searchParams.get('scope') ?? '');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  if (!q || !scope.success) return Response.json({ error: 'BAD_REQUEST' }, { status: 400 });
  try {
    const result = await (await publicApi(locale)).call(endpoints.search.search, {
      query: { q, scope: scope.data, locale, pageSize: quickHits },
    });
    return Response.json(result, { headers: { 'cache-control': 'public, max-age=60' } });
  } catch (error) {
    const status = isApiError(error) ? error.status : 502;
    return Response.json({ error: isApiError(error) ? error.code : 'BAD_GATEWAY' }, { status });
  }
}
