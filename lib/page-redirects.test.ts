import { CONTACT_PATH } from '@/lib/company/company-routes';
import { GALLERY_PATHS } from '@/lib/gallery/gallery-paths';
import { PAGE_REDIRECTS, pageRedirects } from './page-redirects.mjs';

describe('entry addresses answered by Next’s redirects', () => {
  it('lead to the gallery and the contact page, in the same language', () => {
    expect(PAGE_REDIRECTS[GALLERY_PATHS.entry]).toBe(GALLERY_PATHS.library);
    expect(PAGE_REDIRECTS['/contact-us']).toBe(CONTACT_PATH);
    expect(pageRedirects()).toEqual(
      expect.arrayContaining([
        { source: '/gallery', destination: '/LibraryClassification', permanent: true },
        { source: '/zh/gallery', destination: '/zh/LibraryClassification', permanent: true },
        { source: '/contact-us', destination: '/connectionUs', permanent: true },
        { source: '/zh/contact-us', destination: '/zh/connectionUs', permanent: true },
      ]),
    );
  });
});
