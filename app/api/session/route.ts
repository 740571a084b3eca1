import { NextResponse } from 'next/server';
import { parseSessionRequest } from '@/lib/account/session-request';
import { logIn, logOut, mergeGuest, type AccountCallContext } from '@/lib/api/account';
import { API_CODE, ApiError, TRANSPORT_CODE } from '@/lib/api/errors';
import { RETRY_AFTER_SECONDS } from '@/lib/api-outage.mjs';
import { BadBffRequest, readCappedJson } from '@/lib/bff';
import { visitorOf } from '@/lib/client-address';
import { isLocale } from '@/lib/i18n/locales';
import { mediaType, stateChangeRefusal } from '@/lib/request-guards';
import { getSession, isLoggedIn, markCustomerHint } from '@/lib/session';
import { forgetToken, tokenStatus } from '@/lib/token-check';

/**
 * The customer session (docs/architecture.md §4). The BFF owns it: logging in here seals userId, token,
 * userName and companyName into the httpOnly cookie, and islands only ever learn the names.
 */
const NO_STORE = { 'cache-control': 'no-store' };
const MAX_LOGIN_BYTES = 64 * 1024;

function answer(body: { code: number; msg: string; data?: unknown }, status = 200, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

function contextOf(request: Request): AccountCallContext {
  const lang = request.headers.get('lang');
  return { locale: isLocale(lang) ? lang : 'en', address: visitorOf(request.headers).forwardedFor };
}

/** An unreachable API, classified the way the generic BFF does it. */
function transportFailure(error: unknown): NextResponse {
  if (!(error instanceof ApiError)) throw error;
  const unanswered = error.code === TRANSPORT_CODE.timeout || error.code === TRANSPORT_CODE.network;
  return answer({ code: error.code, msg: error.msg }, unanswered ? 503 : 502, unanswered ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {});
}

/**
 * Who is logged in, for client islands. Never the token. A token the API no longer accepts
 * (revoked by a logout elsewhere, expired) ends the session here; an unreachable API does not.
 */
export async function GET(request: Request) {
  const session = await getSession();
  if (isLoggedIn(session) && (await tokenStatus(session.token, contextOf(request))) === 'ended') {
    forgetToken(session.token);
    session.destroy();
  }
  // Kept in step with the session, so a stale hint (an expired login) is cleared on the next look.
  await markCustomerHint(isLoggedIn(session));
  const data = isLoggedIn(session)
    ? { loggedIn: true, userId: session.userId, userName: session.userName ?? '', companyName: session.companyName ?? '' }
    : { loggedIn: false };
  return answer({ code: 0, msg: 'success', data });
}

/**
 * Logs in (mobile or email code, password) or registers, then merges the guest's device data
 * into the account once. A merge failure does not fail the login: `merged` tells the browser
 * which guest data it may now clear.
 */
export async function POST(request: Request) {
  // A login another site's page asked for would log the visitor in as someone else (login CSRF).
  const refusal = stateChangeRefusal(request);
  if (refusal) return answer({ code: refusal.code, msg: refusal.msg }, refusal.status);
  if (mediaType(request.headers.get('content-type')) !== 'application/json') {
    return answer({ code: API_CODE.invalid, msg: 'Content-Type: must be application/json' }, 415);
  }
  // Credentials and a capped guest list fit easily; anything far larger is not a login. The
  // bytes read are counted, so a chunked body without Content-Length stops at the cap too.
  let body: unknown;
  try {
    body = await readCappedJson(request, MAX_LOGIN_BYTES);
  } catch (error) {
    if (error instanceof BadBffRequest) return answer({ code: API_CODE.invalid, msg: error.message }, error.status);
    throw error;
  }
  const parsed = parseSessionRequest(body);
  if (!parsed.ok) return answer({ code: API_CODE.invalid, msg: parsed.msg }, 400);

  const context = contextOf(request);
  try {
    const outcome = await logIn(parsed.call, context);
    // The API's refusal (wrong code, 409 already registered, 429) is for the form to show.
    if (!outcome.ok) return answer({ code: outcome.code, msg: outcome.msg });
    const { login } = outcome;

    const session = await getSession();
    const previousToken = session.token;
    session.userId = login.userId;
    session.token = login.token;
    session.userName = login.userName;
    session.companyName = login.companyName;
    await session.save();
    await markCustomerHint(true);
    // Logging in over another login: that one's token is no longer held by anyone.
    if (previousToken && previousToken !== login.token) await logOut(previousToken, context).catch(() => undefined);

    const merged = await mergeGuest(parsed.call, login.token, context);
    return answer({
      code: 0,
      msg: 'success',
      data: { loggedIn: true, userId: login.userId, userName: login.userName, companyName: login.companyName, merged },
    });
  } catch (error) {
    return transportFailure(error);
  }
}

/** Logs out: the token is revoked at the API, then the cookie is cleared whatever the API said. */
export async function DELETE(request: Request) {
  // Another site's page must not log the visitor out (logout CSRF): refused before the cookie is touched.
  const refusal = stateChangeRefusal(request);
  if (refusal) return answer({ code: refusal.code, msg: refusal.msg }, refusal.status);
  const session = await getSession();
  if (session.token) {
    forgetToken(session.token);
    try {
      await logOut(session.token, contextOf(request));
    } catch (error) {
      // An unreachable API must not keep the visitor logged in here; the token expires on its own.
      console.warn(`[session] logout not sent to the API: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  session.destroy();
  await markCustomerHint(false);
  return answer({ code: 0, msg: 'success', data: { loggedIn: false } });
}
