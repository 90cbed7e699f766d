import { detailRoute } from '@/features/content/contentDetail';
import { ProjectPage } from '@/features/content/ProjectPage';

const route = detailRoute('project', ({ site, locale, item }) => (
  <ProjectPage site={site} locale={locale} item={item} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
