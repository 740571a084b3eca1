/**
 * The contact page's map data, served from our own origin so the map works without internet
 * (docs/product.md §2.4 item 6): world-atlas's 110m countries, bundled at build time.
 */
import atlas from 'world-atlas/countries-110m.json';

export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(atlas, { headers: { 'cache-control': 'public, max-age=86400' } });
}
