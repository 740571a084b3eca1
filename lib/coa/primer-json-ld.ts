/**
 * schema.org Dataset for the primer library (docs/product.md §2.7): the pairs are a published data
 * set that search engines' dataset search can list. Beside lib/structured-data.ts, whose escaping
 * the page uses to write it.
 */
import type { JsonLd } from '@/lib/structured-data';

export interface PrimerLibraryInput {
  name: string;
  description: string;
  /** The library's absolute URL in the page's language. */
  url: string;
  /** BCP 47, e.g. 'en' or 'zh-CN'. */
  inLanguage: string;
  creator: string;
}

export function primerLibraryJsonLd(input: PrimerLibraryInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.inLanguage,
    isAccessibleForFree: true,
    keywords: ['PCR primers', 'qPCR', 'housekeeping genes', 'GAPDH', 'ACTB'],
    creator: { '@type': 'Organization', name: input.creator },
    variableMeasured: ['forward primer', 'reverse primer', 'amplicon length', 'melting temperature'],
  };
}
