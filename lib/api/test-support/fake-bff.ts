/**
 * A BFF stand-in for the customer islands' tests: the real browser client over a fetch double
 * that answers per path and records what was sent.
 */
import { createBrowserClient, type BrowserApiClient } from '@/lib/api/browser';
import { createRouteAbortScope } from '@/lib/api/route-abort';

export interface SentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  lang: string | null;
}

export type Answerer = (call: SentCall) => { code: number; msg?: string; data?: unknown; page?: unknown };

export function fakeBff(answer: Answerer): { client: BrowserApiClient; sent: SentCall[]; navigated: string[] } {
  const sent: SentCall[] = [];
  const navigated: string[] = [];
  const client = createBrowserClient({
    apiBase: 'http://bff.test/api',
    scope: createRouteAbortScope(),
    effects: { navigate: (href) => void navigated.push(href), removeStored: () => undefined, currentPath: () => '/', dispatch: () => undefined },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const call: SentCall = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        lang: request.headers.get('lang'),
      };
      sent.push(call);
      const envelope = { msg: 'success', ...answer(call) };
      return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent, navigated };
}
