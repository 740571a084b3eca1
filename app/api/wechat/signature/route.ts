import { NextResponse } from 'next/server';
import { API_CODE } from '@/lib/api/errors';
import { siteUrl } from '@/lib/site';
import { signableUrl } from '@/lib/wechat/signature';
import { wechatSigner } from '@/lib/wechat/signer';

/**
 * GET /api/wechat/signature?url=<a page of this site>: what a page opened in WeChat passes to the
 * JS-SDK's wx.config to set its share card (docs/product.md, "Sharing in WeChat"). Answers
 * `{ appId, timestamp, nonceStr, signature }` in the envelope, never the secret, token or ticket.
 * Without WECHAT_APP_ID and WECHAT_APP_SECRET it is the 404 every unknown /api path answers. A
 * static route, so it wins over the BFF's app/api/[...path], as /api/session and /api/revalidate do.
 */
const NO_STORE = { 'cache-control': 'no-store' };

function answer(body: { code: number; msg: string; data?: unknown }, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

export async function GET(request: Request) {
  const sign = wechatSigner();
  if (!sign) return answer({ code: API_CODE.notFound, msg: 'No such API route' }, 404);
  const url = signableUrl(new URL(request.url).searchParams.get('url'), siteUrl());
  if (!url) return answer({ code: API_CODE.invalid, msg: 'url: must be a page of this site' }, 400);
  try {
    return answer({ code: API_CODE.ok, msg: 'success', data: await sign(url) });
  } catch {
    // The ticket source has logged why (once per attempt); the page keeps WeChat's default card.
    return answer({ code: API_CODE.internal, msg: 'WeChat did not give a ticket' }, 503);
  }
}
