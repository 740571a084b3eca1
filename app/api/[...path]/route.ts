import { NextResponse } from 'next/server';
import { api } from '@/lib/api/config';
import { API_CODE, ApiError, TRANSPORT_CODE } from '@/lib/api/errors';
import { BadBffRequest, isForwardedPath, readForwardedCall, visitorAddress } from '@/lib/bff';
import { isLocale } from '@/lib/i18n/locales';
import { getSession } from '@/lib/session';

/**
 * The BFF (DESIGN.md §2, §4): browser islands call `/api/<contract path>`; this adds the
 * session's token and the visitor's address and forwards through lib/api, whose server side
 * owns retry and fallback. 401 and 402 end the session here and are passed on to the browser.
 */
async function forward(request: Request, { params }: RouteContext<'/api/[...path]'>): Promise<NextResponse> {
  const { path } = await params;
  if (!isForwardedPath(path)) {
    return NextResponse.json({ code: API_CODE.notFound, msg: `No API route /${path.join('/')}` }, { status: 404 });
  }

  let call;
  try {
    call = await readForwardedCall(request);
  } catch (error) {
    if (error instanceof BadBffRequest) return NextResponse.json({ code: API_CODE.invalid, msg: error.message }, { status: 400 });
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
    return NextResponse.json(envelope, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof ApiError) {
      const status = error.code === TRANSPORT_CODE.timeout ? 504 : 502;
      return NextResponse.json({ code: error.code, msg: error.msg }, { status, headers: { 'cache-control': 'no-store' } });
    }
    throw error;
  }
}

export { forward as GET, forward as POST, forward as DELETE };
