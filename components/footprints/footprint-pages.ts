/**
 * Where the latest-footprints panel shows: the home page and goods pages. The detail page is
 * /goodsdetail in the address bar; while rendering on the server the pathname may be its
 * internal /goods/[id] rewrite. `pathname` is locale-free.
 */
export function showsFootprints(pathname: string): boolean {
  return pathname === '/' || pathname === '/goodsdetail' || pathname.startsWith('/goods/');
}
