import type { Distributor } from '../../contract/company';
import { countryName, groupDistributors } from './distributors';

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
    const groups = groupDistributors([row(1, 'US', 'americas'), row(2, 'GB', 'europe'), row(3, 'DE', 'europe'), row(4, 'JP', 'asia'), row(5, 'AQ', 'polar')], 'en');
    expect(groups.map((group) => group.region)).toEqual(['asia', 'europe', 'americas', 'polar']);
    expect(groups[1]?.distributors.map((d) => d.countryCode)).toEqual(['DE', 'GB']);
    expect(groups[1]?.distributors[0]?.country).toBe('Germany');
  });
});
