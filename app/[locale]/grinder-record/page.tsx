import { ServiceRecordsPage } from '@/components/centre/service-records-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = PageProps<'/[locale]/grinder-record'>;

export const generateMetadata = personalMetadata('serviceRecords', { title: 'grinderTitle', description: 'grinderDescription' });

/** The customer's tissue grinder applications and uses (docs/product.md §2.2 /grinder-record, §10.5). */
export default async function GrinderRecordPage({ params, searchParams }: Props) {
  return <ServiceRecordsPage kind="grinder" locale={(await params).locale as Locale} pageValue={(await searchParams).page} />;
}
