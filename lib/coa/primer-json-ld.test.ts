/** @jest-environment node */
import { serializeJsonLd } from '@/lib/structured-data';
import { primerLibraryJsonLd } from './primer-json-ld';

it('describes the primer library as a free Dataset in the page language', () => {
  const data = primerLibraryJsonLd({
    name: '引物库',
    description: 'd',
    url: 'https://shop.example/zh/primer-library',
    inLanguage: 'zh-CN',
    creator: 'LabShop',
  });
  expect(data).toMatchObject({
    '@type': 'Dataset',
    name: '引物库',
    url: 'https://shop.example/zh/primer-library',
    inLanguage: 'zh-CN',
    isAccessibleForFree: true,
  });
  expect(data.creator).toEqual({ '@type': 'Organization', name: 'LabShop' });
  expect(serializeJsonLd(primerLibraryJsonLd({ name: '</script>', description: '', url: '', inLanguage: 'en', creator: '' }))).not.toContain('</script>');
});
