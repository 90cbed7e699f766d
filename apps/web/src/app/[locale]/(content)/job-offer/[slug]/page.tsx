import { detailRoute } from '@/features/content/contentDetail';
import { JobOfferPage } from '@/features/content/JobOfferPage';

const route = detailRoute('job-offer', ({ site, locale, item }) => (
  <JobOfferPage site={site} locale={locale} item={item} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
