/** @jest-environment node */
import { countryName, filterCountries, matchesCountry, toCountries, toCountry } from './countries';

const dictionary = [
  { code: 'CN', enName: 'China', cnName: '中国', cnSpell: 'zhongguo', hot: true },
  { code: 'US', enName: 'United States', cnName: '美国', cnSpell: 'meiguo', hot: true },
  { code: 'AF', enName: 'Afghanistan', cnName: '阿富汗', cnSpell: 'afuhan', hot: false },
  { code: 'CI', enName: "Côte d'Ivoire", cnName: '科特迪瓦', cnSpell: 'ketediwa', hot: false },
  { code: 'DE', enName: 'Germany', cnName: '德国', cnSpell: 'deguo', hot: true },
];

describe('country dictionary', () => {
  it('lists hot countries first, keeping the dictionary order within each group', () => {
    expect(toCountries(dictionary).map((country) => country.code)).toEqual(['CN', 'US', 'DE', 'AF', 'CI']);
  });

  it('drops malformed and repeated entries', () => {
    expect(toCountries([null, { code: 'XX' }, { enName: 'Nowhere' }, dictionary[0], { ...dictionary[0], enName: 'Again' }])).toEqual([dictionary[0]]);
    expect(toCountry({ code: 'fr', enName: 'France' })).toEqual({ code: 'FR', enName: 'France', cnName: 'France', cnSpell: '', hot: false });
  });

  it('names a country in the page language', () => {
    const [china] = toCountries(dictionary);
    expect(china && countryName(china, 'en')).toBe('China');
    expect(china && countryName(china, 'zh')).toBe('中国');
  });

  it('finds a country by English name, Chinese name, pinyin or code', () => {
    const countries = toCountries(dictionary);
    const codes = (query: string) => filterCountries(countries, query).map((country) => country.code);
    expect(codes('germ')).toEqual(['DE']);
    expect(codes('德国')).toEqual(['DE']);
    expect(codes('Zhong Guo')).toEqual(['CN']);
    expect(codes('us')).toEqual(['US']);
    expect(codes('cote div')).toEqual(['CI']);
    expect(codes('')).toHaveLength(5);
    expect(codes('zzqx')).toEqual([]);
  });

  it('matches a code only as a whole, so two letters do not flood the list', () => {
    const [afghanistan] = toCountries([dictionary[2]]);
    expect(afghanistan && matchesCountry(afghanistan, 'af')).toBe(true);
    expect(afghanistan && matchesCountry(afghanistan, 'f')).toBe(true);
    expect(afghanistan && matchesCountry(afghanistan, 'ci')).toBe(false);
  });
});
