import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { flowInsidePhrasing } from '@/lib/test-support/content-model';
import { GalleryCards } from './gallery-cards';

const image = (id: number) => ({
  id,
  title: `Liver, H&E ${id}`,
  img: `/files/gallery/${id}.jpg`,
  imgWidth: 400,
  imgHeight: 300,
  stain: 'H&E',
  magnification: 40,
});

describe('GalleryCards', () => {
  it.each([2, 3] as const)('is valid HTML: the h%i title sits in a block, not in a span (the Nu checker’s 54 errors a gallery page)', (level) => {
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
        <GalleryCards images={[image(1), image(2)]} imageHost="https://img.example" headingLevel={level} />
      </NextIntlClientProvider>,
    );
    expect(screen.getAllByRole('heading', { level })).toHaveLength(2);
    expect(flowInsidePhrasing(container)).toEqual([]);
  });

  it('the check itself finds a heading in a span', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="/x"><span><h3>Title</h3></span></a>';
    expect(flowInsidePhrasing(root)).toEqual(['span > h3']);
  });
});
