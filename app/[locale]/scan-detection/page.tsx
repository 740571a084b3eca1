import { ServiceRecordsPage } from '@/components/centre/service-records-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = PageProps<'/[locale]/scan-detection'>;

export const generateMetadata = personalMetadata('serviceRecords', { title: 'scansTitle', description: 'scansDescription' });

/** The customer's slide-scanning jobs (docs/product.md §2.2 /scan-detection, §10.5). */
export default async function ScanDetectionPage({ params, searchParams }: Props) {
  return <ServiceRecordsPage kind="scan" locale={(await params).locale as Locale} pageValue={(await searchParams).page} />;
}
