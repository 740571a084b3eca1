import { Distributor as DistributorSchema, type Distributor } from '../../contract/company';
import { countryName, groupDistributors, websiteHref } from './distributors';

const row = (id: number, countryCode: string, region: string): Distributor => ({
  id,
  countryCode,
  region,
  company: `Company ${id}`,
  city: 'City',
  phone: '+1',
  email: 'a@b.example',
  website: null,
});

describe('distributors', () => {
  test('country names in both languages', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'zh')).toBe('德国');
    expect(countryName('KR', 'en')).toBe('South Korea');
    expect(countryName('GB', 'zh')).toBe('英国');
    expect(countryName('XX', 'en')).toBe('XX');
  });

  test('grouped by region in order, countries sorted by name', () => {
    const groups = groupDistributors(
      [row(1, 'US', 'americas'), row(2, 'GB', 'europe'), row(3, 'DE', 'europe'), row(4, 'JP', 'asia'), row(5, 'AQ', 'polar')],
      'en',
    );
    expect(groups.map((group) => group.region)).toEqual(['asia', 'europe', 'americas', 'polar']);
    expect(groups[1]?.distributors.map((d) => d.countryCode)).toEqual(['DE', 'GB']);
    expect(groups[1]?.distributors[0]?.country).toBe('Germany');
  });
});

describe('distributor websites', () => {
  test('only http(s) addresses become links', () => {
    expect(websiteHref('https://bionorth.example')).toBe('https://bionorth.example/');
    expect(websiteHref('http://lab.example/shop')).toBe('http://lab.example/shop');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('data:text/html,x')).toBeNull();
    expect(websiteHref('not a url')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  test('the contract refuses a website that is not http(s)', () => {
    const valid = { id: 1, countryCode: 'US', region: 'americas', company: 'C', city: 'X', phone: '+1', email: 'a@b.example' };
    expect(DistributorSchema.safeParse({ ...valid, website: 'https://bionorth.example' }).success).toBe(true);
    expect(DistributorSchema.safeParse({ ...valid, website: null }).success).toBe(true);
    expect(DistributorSchema.safeParse({ ...valid, website: 'javascript:alert(1)' }).success).toBe(false);
    expect(DistributorSchema.safeParse({ ...valid, website: 'ftp://files.example' }).success).toBe(false);
  });
});
