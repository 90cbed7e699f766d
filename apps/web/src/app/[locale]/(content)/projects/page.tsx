import { archiveRoute } from '@/features/content/archiveRoute';

const route = archiveRoute('project', 'project', 'projectOverview');

export const generateMetadata = route.generateMetadata;
export default route.Page;
