import { NextResponse } from 'next/server';
import { api } from '@/lib/api/config';
import { API_CODE } from '@/lib/api/errors';
import { BadBffRequest, readCappedBody } from '@/lib/bff';
import { visitorOf } from '@/lib/client-address';
import { isCrossSite, mediaType } from '@/lib/request-guards';
import { getSession } from '@/lib/session';
import { MAX_CHUNK_BYTES } from '@/contract/upload-rules';
import { GET as forward } from '../../[...path]/route';
import { uploadsApi } from '@/contract/operations/uploads';

/** One chunk and its text fields; anything larger is refused before it is read whole. */
const MAX_CHUNK_BODY_BYTES = MAX_CHUNK_BYTES + 64 * 1024;
/** docs/product.md §9: a chunk without an answer in 120 s is a load error. */
const CHUNK_TIMEOUT_MS = 120_000;

const refuse = (status: number, msg: string) => NextResponse.json({ code: API_CODE.invalid, msg }, { status, headers: { 'cache-control': 'no-store' } });

/** GET: which chunks are stored, forwarded like every JSON call of the BFF. */
export function GET(request: Request): Promise<NextResponse> {
  return forward(request, { params: Promise.resolve({ path: ['file', 'chunk'] }) });
}

/**
 * POST: one upload chunk (docs/product.md §13). The one BFF body that is not JSON: multipart only,
 * same-site only, capped just above one chunk, and forwarded as it came with the session's token.
 */
export async function POST(request: Request): Promise<NextResponse> {
  if (isCrossSite(request)) return refuse(403, 'Origin: requests from other sites are refused');
  const contentType = request.headers.get('content-type');
  if (mediaType(contentType) !== 'multipart/form-data') return refuse(415, 'Content-Type: must be multipart/form-data');
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readCappedBody(request, MAX_CHUNK_BODY_BYTES);
  } catch (error) {
    if (error instanceof BadBffRequest) return refuse(error.status, `upfile: ${error.message}`);
    throw error;
  }
  const session = await getSession();
  const { forwardedFor } = visitorOf(request.headers);
  const headers: Record<string, string> = { 'content-type': contentType ?? '', lang: request.headers.get('lang') === 'zh' ? 'zh' : 'en' };
  if (session.token) headers.token = session.token;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  try {
    const response = await fetch(`${api.currentBase()}${uploadsApi.chunkUpload.path}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS),
      cache: 'no-store',
    });
    return new NextResponse(await response.text(), { status: response.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  } catch {
    return NextResponse.json({ code: -1, msg: 'upfile: the chunk did not reach the file store' }, { status: 502 });
  }
}
