import { fetchCertificate } from '@/lib/api/coa';
import { parseCertificateFile } from '@/lib/coa/lab-tools-query';
import { plainAnswer } from '@/lib/i18n/plain-answer';

/**
 * /coa-certificates/{lotId}.pdf[?lang=zh]: a lot's certificate of analysis, fetched from the API and
 * passed on, so the browser talks to the storefront only (docs/architecture.md §1). The proxy
 * leaves paths with an extension alone, so this answers for both languages; a failure is a short
 * text in the asked language.
 */
export async function GET(request: Request, { params }: RouteContext<'/coa-certificates/[file]'>) {
  const { file } = await params;
  const locale = new URL(request.url).searchParams.get('lang') === 'zh' ? 'zh' : 'en';
  const lotId = parseCertificateFile(file);
  if (lotId === null) return plainAnswer(locale, 'certificateFileInvalid', 400);
  const upstream = await fetchCertificate(lotId, locale);
  if (!upstream) return plainAnswer(locale, 'certificateUnavailable', 502);
  // The API's envelope refusals (400 bad id, 404 unknown lot) become the visitor's own words.
  if (upstream.status === 404 || upstream.status === 400) return plainAnswer(locale, 'certificateNotFound', 404);
  if (!upstream.ok) return plainAnswer(locale, 'certificateUnavailable', 502);
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'content-disposition', 'content-language', 'cache-control']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
