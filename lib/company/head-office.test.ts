import { HEAD_OFFICE_PHONE, contactJsonLd } from './head-office';

describe('contact JSON-LD', () => {
  test('an Organization with a customer-service contact point and the office as LocalBusiness', () => {
    const data = contactJsonLd({
      siteName: 'LabShop Life Science',
      origin: 'https://shop.example',
      pageUrl: 'https://shop.example/connectionUs',
      streetAddress: '88 Cailun Road',
      locality: 'Shanghai',
      postalCode: '201203',
      country: 'CN',
      languages: ['English', 'Chinese'],
    });
    expect(data['@type']).toBe('Organization');
    expect(data.contactPoint).toEqual([expect.objectContaining({ '@type': 'ContactPoint', telephone: HEAD_OFFICE_PHONE, contactType: 'customer service' })]);
    expect(data.location).toEqual(
      expect.objectContaining({
        '@type': 'LocalBusiness',
        address: expect.objectContaining({ addressCountry: 'CN', addressLocality: 'Shanghai' }),
        geo: expect.objectContaining({ latitude: expect.any(Number), longitude: expect.any(Number) }),
      }),
    );
  });
});
