/** @jest-environment node */
import { categoryCrumbs } from './crumbs';

describe('categoryCrumbs', () => {
  it('links each category where a category click goes, with the earlier crumbs as ancestors', () => {
    expect(
      categoryCrumbs([
        { id: 'CP', name: 'Products' },
        { id: 'CP002', name: 'Antibodies' },
        { id: 'CP002001', name: 'Primary antibodies' },
      ]),
    ).toEqual([
      { name: 'Products', href: '/product?flag=all' },
      { name: 'Antibodies', href: '/antibody?id=CP002' },
      { name: 'Primary antibodies', href: '/antibody?id=CP002001' },
    ]);
  });

  it('routes a service trail to the testing-service listing and the CRO page', () => {
    expect(
      categoryCrumbs([
        { id: 'FW', name: 'Services' },
        { id: 'FW002', name: 'CRO' },
      ]).map((crumb) => crumb.href),
    ).toEqual(['/testingService?flag=all', '/cro?id=FW002']);
  });
});
