import { AdviceList } from '@/features/content/AdviceList';
import { archiveRoute } from '@/features/content/archiveRoute';

// Advice has no archive of its own: its articles are listed under the blog's first page.
const route = archiveRoute('blog', 'blogs', 'blogOverview', (site, locale) => (
  <AdviceList site={site} locale={locale} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
