import { ServiceRecordsPage } from '@/components/centre/service-records-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = PageProps<'/[locale]/experimental-progress'>;

export const generateMetadata = personalMetadata('serviceRecords', { title: 'experimentsTitle', description: 'experimentsDescription' });

/** The customer's experiment service projects and their stages (docs/product.md §2.2 /experimental-progress, §10.5). */
export default async function ExperimentProgressPage({ params, searchParams }: Props) {
  return <ServiceRecordsPage kind="experiment" locale={(await params).locale as Locale} pageValue={(await searchParams).page} />;
}
