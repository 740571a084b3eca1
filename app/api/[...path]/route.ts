import { NextResponse } from 'next/server';
import { isLoginPath } from '@/lib/api/login-paths';
import { logOut } from '@/lib/api/account';
import { api } from '@/lib/api/config';
import { API_CODE, ApiError, TRANSPORT_CODE } from '@/lib/api/errors';
import { RETRY_AFTER_SECONDS } from '@/lib/api-outage.mjs';
import { BadBffRequest, readForwardedCall, requestedOperation } from '@/lib/bff';
import { afterForward } from '@/lib/bff-after-forward';
import { visitorOf } from '@/lib/client-address';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isCrossSite, stateChangeRefusal, type Refusal } from '@/lib/request-guards';
import { getSession, markCustomerHint } from '@/lib/session';
import { forgetToken } from '@/lib/token-check';

/**
 * The BFF (docs/architecture.md §2, §4): browser islands call `/api/<contract path>`; this adds the
 * session's token and the visitor's address and forwards through lib/api, whose server side
 * owns retry and fallback. 401 and 402 end the session here and are passed on to the browser.
 */
async function forward(request: Request, { params }: RouteContext<'/api/[...path]'>): Promise<NextResponse> {
  const { path: segments } = await params;
  const forwarded = requestedOperation(request);
  if (!forwarded) {
    const msg = isLoginPath(segments) ? 'use /api/session' : 'No such API route';
    return NextResponse.json({ code: API_CODE.notFound, msg }, { status: 404 });
  }

  const refusal = request.method === 'GET' ? crossSiteRefusal(request) : stateChangeRefusal(request);
  if (refusal) return answer({ code: refusal.code, msg: refusal.msg }, refusal.status);

  let call;
  try {
    call = await readForwardedCall(request);
  } catch (error) {
    if (error instanceof BadBffRequest) return NextResponse.json({ code: API_CODE.invalid, msg: error.message }, { status: error.status });
    throw error;
  }

  const session = await getSession();
  const lang = request.headers.get('lang');
  // The chain, not one address: the API derives the visitor by the same TRUST_PROXY_HOPS rule.
  const { forwardedFor } = visitorOf(request.headers);
  const idempotencyKey = request.headers.get('idempotency-key') ?? undefined;

  try {
    const envelope = await api.call({ mode: call.mode, path: forwarded.path }, call.params, {
      locale: isLocale(lang) ? lang : 'en',
      token: session.token,
      idempotencyKey,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined,
      cache: 'no-store',
    });
    if ((envelope.code === API_CODE.unauthorized || envelope.code === API_CODE.sessionExpired) && session.token) {
      await endSession(session.token, isLocale(lang) ? lang : 'en', forwardedFor);
      session.destroy();
      await markCustomerHint(false);
    }
    await afterForward(forwarded.operation, envelope, session);
    return answer(envelope);
  } catch (error) {
    // The API gave no answer within the request's budget (lib/api/render-deadline.ts), or none at
    // all: 503 with Retry-After, as the pages answer meanwhile (lib/api-outage.mjs).
    if (error instanceof ApiError) {
      const unanswered = error.code === TRANSPORT_CODE.timeout || error.code === TRANSPORT_CODE.network;
      return answer({ code: error.code, msg: error.msg }, unanswered ? 503 : 502, unanswered ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {});
    }
    throw error;
  }
}

/**
 * A 401/402 ends the session: the token is revoked at the API too, so a copy of the cookie taken
 * before it was cleared is no longer a login (docs/architecture.md §4). Best effort: the cookie
 * is cleared whatever the API says.
 */
async function endSession(token: string, locale: Locale, forwardedFor: string | undefined): Promise<void> {
  forgetToken(token);
  await logOut(token, { locale, address: forwardedFor }).catch(() => undefined);
}

/** A read another site asked for: it could still end a session on a 401, so it is refused too. */
function crossSiteRefusal(request: Request): Refusal | null {
  return isCrossSite(request) ? { status: 403, code: API_CODE.invalid, msg: 'Origin: requests from other sites are refused' } : null;
}

/** A body this small fits one TCP segment as it is: gzip would cost CPU and save no round trip. */
const GZIP_WORTH_BYTES = 1400;

/**
 * The envelope for the browser, never stored. Next gzips every streamed answer, since it cannot
 * see their size; most BFF answers (suggestions, counts, acknowledgements) are small, so those
 * say no-transform.
 */
function answer(envelope: unknown, status = 200, headers: Record<string, string> = {}): NextResponse {
  const body = JSON.stringify(envelope);
  const cacheControl = Buffer.byteLength(body) < GZIP_WORTH_BYTES ? 'no-store, no-transform' : 'no-store';
  return new NextResponse(body, { status, headers: { 'content-type': 'application/json', 'cache-control': cacheControl, ...headers } });
}

export { forward as GET, forward as POST, forward as DELETE };
