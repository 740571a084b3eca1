import 'server-only';
/**
 * The console's form posts (docs/product.md §6.1): plain HTML forms, so the console needs no island;
 * each handler refuses a cross-site post, calls the API and answers 303 to the page that shows the
 * outcome (post, redirect, get). No Server Actions (docs/adr/0026-no-server-actions.md).
 */
import { NextResponse } from 'next/server';
import { isCrossSite } from '@/lib/request-guards';
import type { Envelope } from '@/contract/envelope';
import { consoleErrorOf } from './form-outcome';

/** The form's text fields; a file or a missing field reads as ''. */
export async function readForm(request: Request): Promise<(name: string) => string> {
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  return (name) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
}

/** 303 to a console path on this site, with its query. */
export const seeOther = (request: Request, path: string, query: Record<string, string> = {}): NextResponse => {
  const target = new URL(path, request.url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return NextResponse.redirect(target, 303);
};

/** Refuses another site's post (403) before anything reads the body. */
export const crossSiteRefusal = (request: Request): NextResponse | null =>
  isCrossSite(request) ? NextResponse.json({ code: 400, msg: 'Origin: requests from other sites are refused' }, { status: 403 }) : null;

/**
 * Where a console write leads: an ended or refused login back to the login page (saying so);
 * otherwise `page`, with `done` on success or the refusal's sentence key (form-outcome.ts).
 */
export function afterConsoleWrite(request: Request, envelope: Pick<Envelope<unknown>, 'code' | 'msg'>, page: string, done: string): NextResponse {
  if (envelope.code === 401 || envelope.code === 402) return seeOther(request, '/staff/login', { ended: '1' });
  return envelope.code === 0 ? seeOther(request, page, { done }) : seeOther(request, page, { error: consoleErrorOf(envelope.code, envelope.msg) });
}
