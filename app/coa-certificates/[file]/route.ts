import { fetchCertificate } from '@/lib/api/coa';
import { parseCertificateFile } from '@/lib/coa/lab-tools-query';

/**
 * /coa-certificates/{lotId}.pdf[?lang=zh]: a lot's certificate of analysis, fetched from the API and
 * passed on, so the browser talks to the storefront only (docs/architecture.md §1). The proxy
 * leaves paths with an extension alone, so this answers for both languages.
 */
export async function GET(request: Request, { params }: RouteContext<'/coa-certificates/[file]'>) {
  const { file } = await params;
  const lotId = parseCertificateFile(file);
  if (lotId === null) return Response.json({ code: 400, msg: 'file: must be a lot id followed by .pdf' }, { status: 400 });
  const locale = new URL(request.url).searchParams.get('lang') === 'zh' ? 'zh' : 'en';
  const upstream = await fetchCertificate(lotId, locale);
  if (!upstream) return Response.json({ code: 500, msg: 'The certificate service is unavailable; please try again later' }, { status: 502 });
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'content-disposition', 'content-language', 'cache-control']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
