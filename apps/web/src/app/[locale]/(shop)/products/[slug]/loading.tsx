import { getTranslations } from 'next-intl/server';
import { ArchiveSkeleton } from '@/features/catalogue/ArchiveSkeleton';

export default async function Loading() {
  return <ArchiveSkeleton label={(await getTranslations('global'))('loading')} />;
}
