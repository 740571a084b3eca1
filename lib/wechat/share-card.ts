/**
 * What a page shares in WeChat (docs/product.md, "Sharing in WeChat"): WeChat ignores Open Graph
 * tags, so the JS-SDK is handed the same card, read from the page's own metadata (lib/seo.ts
 * pageMetadata): its title, meta description, canonical URL and first og:image, already absolute.
 */
import type { Metadata } from 'next';

export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

type OpenGraphImages = NonNullable<NonNullable<Metadata['openGraph']>['images']>;
type Canonical = NonNullable<Metadata['alternates']>['canonical'];

function firstImage(images: OpenGraphImages | undefined): string | undefined {
  const first = Array.isArray(images) ? images[0] : images;
  if (first === undefined) return undefined;
  return typeof first === 'string' || first instanceof URL ? String(first) : String(first.url);
}

function canonicalOf(canonical: Canonical): string | undefined {
  if (!canonical) return undefined;
  return typeof canonical === 'string' || canonical instanceof URL ? String(canonical) : String(canonical.url);
}

/** The card, or null when the metadata lacks a title, a link or an image (then WeChat's default card stays). */
export function shareCardOf(metadata: Metadata): ShareCard | null {
  const og = metadata.openGraph;
  const title = typeof og?.title === 'string' ? og.title : typeof metadata.title === 'string' ? metadata.title : undefined;
  const link = canonicalOf(metadata.alternates?.canonical) ?? (og?.url ? String(og.url) : undefined);
  const imgUrl = firstImage(og?.images);
  if (!title || !link || !imgUrl) return null;
  return { title, desc: metadata.description ?? og?.description ?? '', link, imgUrl };
}
