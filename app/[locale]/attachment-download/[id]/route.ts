/**
 * The data centre's counting download (docs/product.md §2.4 item 7): records one download of the
 * attachment at the API, then redirects to its file. Never cached: each request is one download.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { countAttachmentDownload } from '@/lib/api/company';
import { isApiError } from '@/lib/api/errors';
import { imageUrl } from '@/lib/catalogue/image';
import { isLocale } from '@/lib/i18n/locales';
import { plainAnswer } from '@/lib/i18n/plain-answer';
import { imageHost } from '@/lib/site';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string; id: string }> }): Promise<Response> {
  const { locale, id } = await params;
  const attachmentId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  if (!isLocale(locale)) return plainAnswer('en', 'fileNotFound', 404);
  if (!attachmentId) return plainAnswer(locale, 'fileNotFound', 404);
  try {
    const file = await countAttachmentDownload(attachmentId, locale);
    const target = new URL(imageUrl(file.url, imageHost()), request.url);
    const response = NextResponse.redirect(target, 302);
    response.headers.set('cache-control', 'no-store');
    response.headers.set('x-robots-tag', 'noindex');
    return response;
  } catch (error) {
    // An attachment the API does not know (code 3) or refuses (400) is gone for good.
    if (isApiError(error) && (error.code === 3 || error.code === 400)) return plainAnswer(locale, 'fileNotFound', 404);
    throw error;
  }
}
