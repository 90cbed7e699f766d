import { archiveRoute } from '@/features/content/archiveRoute';

const route = archiveRoute('job-offer', 'jobOffers', 'jobOfferOverview');

export const generateMetadata = route.generateMetadata;
export default route.Page;
