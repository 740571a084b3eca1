import { useTranslations } from 'next-intl';
import { CrumbList } from '@/components/ui/crumb-list';
import { GALLERY_PATHS } from '@/lib/gallery/gallery-paths';

export interface GalleryCrumb {
  name: string;
  href: string;
}

/** Home → Gallery (unless this is the gallery's own page) → the crumbs given → this page. */
export function GalleryBreadcrumbs({ crumbs = [], current, atLibrary = false }: { crumbs?: readonly GalleryCrumb[]; current: string; atLibrary?: boolean }) {
  const t = useTranslations('gallery');
  const links = [{ name: t('home'), href: '/' }, ...(atLibrary ? [] : [{ name: t('gallery'), href: GALLERY_PATHS.library }]), ...crumbs];
  return <CrumbList label={t('breadcrumb')} links={links} current={current} />;
}
