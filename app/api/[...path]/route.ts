import { NextResponse } from 'next/server';
import { isLoginPath } from '@/lib/api/login-paths';
import { api } from '@/lib/api/config';
import { API_CODE, ApiError, TRANSPORT_CODE } from '@/lib/api/errors';
import { BadBffRequest, isForwardedPath, readForwardedCall, visitorAddress } from '@/lib/bff';
import { isLocale } from '@/lib/i18n/locales';
import { getSession } from '@/lib/session';

/**
 * The BFF (docs/architecture.md §2, §4): browser islands call `/api/<contract path>`; this adds the
 * session's token and the visitor's address and forwards through lib/api, whose server side
 * owns retry and fallback. 401 and 402 end the session here and are passed on to the browser.
 */
async function forward(request: Request, { params }: RouteContext<'/api/[...path]'>): Promise<NextResponse> {
  const { path } = await params;
  if (!isForwardedPath(path)) {
    const msg = isLoginPath(path) ? 'use /api/session' : `No API route /${path.join('/')}`;
    return NextResponse.json({ code: API_CODE.notFound, msg }, { status: 404 });
  }

  let call;
  try {
    call = await readForwardedCall(request);
  } catch (error) {
    if (error instanceof BadBffRequest) return NextResponse.json({ code: API_CODE.invalid, msg: error.message }, { status: error.status });
    throw error;
  }

  const session = await getSession();
  const lang = request.headers.get('lang');
  const address = visitorAddress(request);
  const idempotencyKey = request.headers.get('idempotency-key') ?? undefined;

  try {
    const envelope = await api.call(call.mode, `/${path.join('/')}`, call.params, {
      locale: isLocale(lang) ? lang : 'en',
      token: session.token,
      idempotencyKey,
      headers: address ? { 'x-forwarded-for': address } : undefined,
      cache: 'no-store',
    });
    if (envelope.code === API_CODE.unauthorized || envelope.code === API_CODE.sessionExpired) session.destroy();
    return answer(envelope);
  } catch (error) {
    if (error instanceof ApiError) {
      const status = error.code === TRANSPORT_CODE.timeout ? 504 : 502;
      return answer({ code: error.code, msg: error.msg }, status);
    }
    throw error;
  }
}

/** A body this small fits one TCP segment as it is: gzip would cost CPU and save no round trip. */
const GZIP_WORTH_BYTES = 1400;

/**
 * The envelope for the browser, never stored. Next gzips every streamed answer, since it cannot
 * see their size; most BFF answers (suggestions, counts, acknowledgements) are small, so those
 * say no-transform.
 */
function answer(envelope: unknown, status = 200): NextResponse {
  const body = JSON.stringify(envelope);
  const cacheControl = Buffer.byteLength(body) < GZIP_WORTH_BYTES ? 'no-store, no-transform' : 'no-store';
  return new NextResponse(body, { status, headers: { 'content-type': 'application/json', 'cache-control': cacheControl } });
}

export { forward as GET, forward as POST, forward as DELETE };
