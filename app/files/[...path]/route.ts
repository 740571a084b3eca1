import { apiConfigFromEnv } from '@/lib/api/config';

/**
 * The default image host (docs/architecture.md §6: IMAGE_HOST unset → the API's /files), served through
 * the storefront's own origin so pages need no second host.
 */
export async function GET(request: Request, { params }: RouteContext<'/files/[...path]'>) {
  const { path } = await params;
  const { baseUrl } = apiConfigFromEnv(process.env);
  const upstream = await fetch(`${baseUrl}/files/${path.map(encodeURIComponent).join('/')}`, {
    headers: { accept: request.headers.get('accept') ?? '*/*' },
    cache: 'no-store',
  }).catch(() => null);
  if (!upstream) return new Response('Image host unavailable', { status: 502 });
  const headers = new Headers();
  for (const name of ['content-type', 'cache-control', 'content-length', 'content-disposition']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
