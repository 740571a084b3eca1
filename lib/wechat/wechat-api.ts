/**
 * The two WeChat calls the JS-SDK signature needs (docs/product.md, "Sharing in WeChat"): the
 * official account's access token, and with it the jsapi ticket. Errors name the call and WeChat's
 * errcode, never the secret or the token, which travel in the query string.
 */
import { z } from 'zod';
import type { WechatSettings } from './settings.mjs';

/** An answer WeChat gives for a while: its value and how long it lasts (normally 7200 s). */
export interface Expiring {
  value: string;
  expiresInSeconds: number;
}

/** Access token errors: invalid (40001, 40014) or expired (42001) — a fresh token may succeed. */
const TOKEN_ERRCODES: ReadonlySet<number> = new Set([40001, 40014, 42001]);

export class WechatApiError extends Error {
  /** WeChat's errcode, when it answered one. */
  readonly errcode?: number;
  constructor(message: string, errcode?: number, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'WechatApiError';
    this.errcode = errcode;
  }
  /** The token itself was refused: worth one retry with a fresh one. */
  get tokenRefused(): boolean {
    return this.errcode !== undefined && TOKEN_ERRCODES.has(this.errcode);
  }
}

const refusal = z.object({ errcode: z.number().int(), errmsg: z.string().optional() });
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const ticketAnswer = z.object({ ticket: z.string().min(1), expires_in: z.number().positive() });

async function answerOf(url: URL, what: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    // no-store: Next's data cache must never hold a token or ticket.
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new WechatApiError(`WeChat ${what}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'not reachable'}`);
  }
  if (!response.ok) throw new WechatApiError(`WeChat ${what}: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new WechatApiError(`WeChat ${what}: the answer is not JSON`);
  }
  const refused = refusal.safeParse(body);
  if (refused.success && refused.data.errcode !== 0) {
    throw new WechatApiError(`WeChat ${what}: errcode ${refused.data.errcode} ${refused.data.errmsg ?? ''}`.trim(), refused.data.errcode);
  }
  return body;
}

/** GET /cgi-bin/token?grant_type=client_credential&appid=…&secret=… */
export async function fetchAccessToken(settings: WechatSettings, timeoutMs: number): Promise<Expiring> {
  const url = new URL(`${settings.apiUrl}/cgi-bin/token`);
  url.search = new URLSearchParams({ grant_type: 'client_credential', appid: settings.appId, secret: settings.appSecret }).toString();
  const parsed = tokenAnswer.safeParse(await answerOf(url, 'access token', timeoutMs));
  if (!parsed.success) throw new WechatApiError('WeChat access token: an answer without access_token and expires_in');
  return { value: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in };
}

/** GET /cgi-bin/ticket/getticket?access_token=…&type=jsapi */
export async function fetchJsapiTicket(settings: WechatSettings, accessToken: string, timeoutMs: number): Promise<Expiring> {
  const url = new URL(`${settings.apiUrl}/cgi-bin/ticket/getticket`);
  url.search = new URLSearchParams({ access_token: accessToken, type: 'jsapi' }).toString();
  const parsed = ticketAnswer.safeParse(await answerOf(url, 'jsapi ticket', timeoutMs));
  if (!parsed.success) throw new WechatApiError('WeChat jsapi ticket: an answer without ticket and expires_in');
  return { value: parsed.data.ticket, expiresInSeconds: parsed.data.expires_in };
}
