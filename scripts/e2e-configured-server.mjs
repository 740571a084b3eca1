#!/usr/bin/env node
// The configured journeys' servers (playwright.configured.config.ts): a fake of WeChat's API at
// WECHAT_API_URL, answering the access token and jsapi ticket requests the storefront's signature
// route makes, then both programs as scripts/e2e-server.mjs starts them.
import http from 'node:http';

const FAKE_JSAPI_TICKET = 'e2e-jsapi-ticket'; // e2e/configured/services.ts
const api = new URL(process.env.WECHAT_API_URL ?? '');
if (api.hostname !== '127.0.0.1') throw new Error('WECHAT_API_URL must be the local fake for the configured journeys');

const wechat = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', api);
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/cgi-bin/token' && url.searchParams.get('secret') === process.env.WECHAT_APP_SECRET) {
    response.end(JSON.stringify({ access_token: 'e2e-access-token', expires_in: 7200 }));
  } else if (url.pathname === '/cgi-bin/ticket/getticket' && url.searchParams.get('access_token') === 'e2e-access-token') {
    response.end(JSON.stringify({ errcode: 0, errmsg: 'ok', ticket: FAKE_JSAPI_TICKET, expires_in: 7200 }));
  } else {
    response.end(JSON.stringify({ errcode: 40001, errmsg: 'invalid credential' }));
  }
});
await new Promise((resolve) => wechat.listen(Number(api.port), '127.0.0.1', resolve));
wechat.unref();

await import('./e2e-server.mjs');
