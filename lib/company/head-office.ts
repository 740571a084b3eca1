/**
 * The head office shown on the contact page and in its JSON-LD (docs/product.md §2.4 item 6). The
 * address and opening hours are in messages (company.headOffice) so they read in both languages.
 */

/** The fixed contact phone line. */
export const HEAD_OFFICE_PHONE = '+86-21-5080-6600';
export const HEAD_OFFICE_EMAIL = 'service@labshop.example';
/** Longitude, latitude: Zhangjiang Hi-Tech Park, Shanghai. */
export const HEAD_OFFICE_COORDINATES: readonly [number, number] = [121.5914, 31.2047];
/** docs/product.md §9: inquiries are answered within 24 hours. */
export const REPLY_WITHIN_HOURS = 24;

export interface ContactJsonLdInput {
  siteName: string;
  origin: string;
  pageUrl: string;
  streetAddress: string;
  locality: string;
  postalCode: string;
  country: string;
  languages: readonly string[];
}

/** schema.org Organization with its head office as LocalBusiness and the customer-service contact point. */
export function contactJsonLd(input: ContactJsonLdInput): Record<string, unknown> {
  const [longitude, latitude] = HEAD_OFFICE_COORDINATES;
  const contactPoint = {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    telephone: HEAD_OFFICE_PHONE,
    email: HEAD_OFFICE_EMAIL,
    availableLanguage: [...input.languages],
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.siteName,
    url: input.origin,
    contactPoint: [contactPoint],
    location: {
      '@type': 'LocalBusiness',
      name: input.siteName,
      url: input.pageUrl,
      telephone: HEAD_OFFICE_PHONE,
      email: HEAD_OFFICE_EMAIL,
      address: {
        '@type': 'PostalAddress',
        streetAddress: input.streetAddress,
        addressLocality: input.locality,
        postalCode: input.postalCode,
        addressCountry: input.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude, longitude },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' },
      ],
    },
  };
}
