import { ArticlePage } from '@/features/content/ArticlePage';
import { detailRoute } from '@/features/content/contentDetail';

const route = detailRoute('advice', ({ site, locale, item }) => (
  <ArticlePage site={site} locale={locale} item={item} kind="advice" />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
