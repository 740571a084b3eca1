import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import vnuJar from 'vnu-jar';

/**
 * The checks of the route walk (e2e/route-walk.spec.ts): what a buyer, a crawler and a validator
 * would each call a defect on a page, whatever the page. Each check answers a list of findings
 * (empty when the page is right), so one walk reports every defect at once.
 */

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** A route of docs/product.md §2, walked as `path`, or as the first link to `link` found on `from`. */
export interface WalkRoute {
  path: string;
  /** The page that links the route's first record (a goods item, an article, an order…). */
  from?: string;
  /** The path of the links looked for on `from` when it is not the route's own: their id is the route's. */
  link?: string;
  /** The status the route answers when right: 200 unless it is the 404 page. */
  status?: number;
}

const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages/en.json'), 'utf8')) as Record<string, unknown>;
/** A message key that reached the page instead of its sentence: `goods.priceFrom`, `common.networkError`. */
const MESSAGE_KEY = new RegExp(`\\b(?:${Object.keys(messages).join('|')})\\.[a-z][A-Za-z0-9]+(?:\\.[a-z][A-Za-z0-9]+)*\\b`);
/** Source text or a value JavaScript printed instead of a sentence. */
const CODE_LIKE = /=>|\bfunction\s*\(|\[object Object\]|\bundefined\b|\bNaN\b/;
/** An ICU argument left unfilled: '{price}', '{count}'. */
const PLACEHOLDER = /\{[A-Za-z_]\w*\}/;
/** A field path heading a message ('password: …', 'goods.0: …'): for developers, never customers. */
const FIELD_PATH = /^\s*[A-Za-z_$][\w$]*(?:\.[\w$]+)*:\s/m;

function excerpt(text: string, match: RegExpExecArray): string {
  return text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, ' ');
}

/** Visible text that looks like code, a placeholder or a message key, and alerts that start with a field path. */
export async function textFindings(page: Page): Promise<string[]> {
  const { text, alerts } = await page.evaluate(() => ({
    text: document.body.innerText,
    alerts: [...document.querySelectorAll('[role="alert"], [role="status"], .MuiAlert-message')].map((node) => (node as HTMLElement).innerText),
  }));
  const findings: string[] = [];
  for (const [name, pattern] of [
    ['code-like text', CODE_LIKE],
    ['unfilled placeholder', PLACEHOLDER],
    ['message key', MESSAGE_KEY],
  ] as const) {
    const match = pattern.exec(text);
    if (match) findings.push(`${name}: "…${excerpt(text, match)}…"`);
  }
  for (const alert of alerts) if (FIELD_PATH.test(alert)) findings.push(`field path in a message: "${alert.slice(0, 80)}"`);
  return findings;
}

/** Sideways scroll at the current width, and on a phone a main heading below the first screen. */
export async function layoutFindings(page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  const { scrollWidth, headingTop } = await page.evaluate(() => {
    const heading = document.querySelector('h1');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      headingTop: heading ? heading.getBoundingClientRect().top + window.scrollY : null,
    };
  });
  const findings: string[] = [];
  if (scrollWidth > viewport.width + 1) findings.push(`scrolls sideways at ${viewport.width} px (${scrollWidth} px wide)`);
  if (headingTop === null) findings.push('no h1');
  else if (viewport.width === PHONE.width && headingTop > viewport.height)
    findings.push(`h1 starts at y = ${Math.round(headingTop)} px, below a ${viewport.height} px phone screen`);
  return findings;
}

/** Internal links of the page, absolute, without the fragment; downloads that count a click are left alone. */
export async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((anchor) => (anchor as HTMLAnchorElement).href));
  const links = hrefs
    .map((href) => {
      const url = new URL(href);
      url.hash = '';
      return url;
    })
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/attachment-download/') && !url.pathname.startsWith('/api/'))
    .map((url) => url.href);
  return [...new Set(links)];
}

/** Links answering 400 or more once redirects are followed (the 404 page's own link excepted). */
export async function brokenLinks(request: APIRequestContext, links: readonly string[]): Promise<string[]> {
  const answers = await Promise.all(
    links.map(async (link) => {
      if (new URL(link).pathname.replace(/^\/zh/, '') === '/404') return null;
      const response = await request.get(link, { maxRedirects: 5, failOnStatusCode: false });
      return response.status() >= 400 ? `link ${link} answers ${response.status()}` : null;
    }),
  );
  return answers.filter((answer): answer is string => answer !== null);
}

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu HTML checker's errors on the pages' server HTML (the markup crawlers and validators
 * read), one Java run for all of them. Keyed by the page's URL.
 */
export async function nuErrors(pages: ReadonlyMap<string, string>): Promise<string[]> {
  if (pages.size === 0) return [];
  const folder = await mkdtemp(path.join(os.tmpdir(), 'labshop-nu-'));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [url, html] of pages) {
      const file = path.join(folder, `page-${index++}.html`);
      await writeFile(file, html);
      files.set(`file:${file}`, url);
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-Xss1024k', '-jar', String(vnuJar), '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((key) => key.slice(5))],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stderr) as { messages: NuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 80)}]` : ''}`,
      );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
