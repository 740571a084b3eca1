import { permanentRedirect } from 'next/navigation';
import { GALLERY_PATHS } from '@/lib/gallery/gallery-paths';
import { localePath, type Locale } from '@/lib/i18n/locales';

/** /gallery is the nav's entry; the gallery itself lives at /LibraryClassification (docs/product.md §2.2), in the same language. */
export default async function GalleryEntry({ params }: PageProps<'/[locale]/gallery'>) {
  const locale = (await params).locale as Locale;
  permanentRedirect(localePath(locale, GALLERY_PATHS.library));
}
