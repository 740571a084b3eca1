#!/usr/bin/env node
// Full-page screenshots of home, a listing and a goods page, English and Chinese, on a desktop
// (1280×800) and a phone (390×844), for comparing a build before and after a change; with, per
// page and viewport, how wide the document is (at 390 px anything above 390 scrolls sideways) and
// how tall the header is.
//   node scripts/bench/screenshots.mjs [--base http://localhost:3200] [--out /tmp/shots/before]
//        [--pages home,listing,goods]
// Files: <out>/<page>-<en|zh>-<desktop|phone>.png, and <out>/metrics.json. Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { argument } from './argv.mjs';

const base = (argument('base') ?? 'http://localhost:3200').replace(/\/$/, '');
const out = argument('out') ?? '/tmp/shots/before';

const PAGES = { home: '/', listing: '/goods-list?id=CP001', goods: '/goodsdetail?id=12' };
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
/** lib/catalogue/advert-schedule.ts ADVERT_STORAGE_KEY: "shown just now" keeps the home advert dialog shut. */
const ADVERT_STORAGE_KEY = 'pro_homepageAds';
const wanted = (argument('pages') ?? Object.keys(PAGES).join(',')).split(',');

/** Scrolls to the bottom step by step so lazy images load, then back to the top. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
}

async function shoot(browser, name, lang, device) {
  const context = await browser.newContext({ ...VIEWPORTS[device], deviceScaleFactor: 1, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), ADVERT_STORAGE_KEY);
  const page = await context.newPage();
  try {
    const pathname = lang === 'zh' ? `/zh${PAGES[name] === '/' ? '' : PAGES[name]}` : PAGES[name];
    const response = await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await scrollThrough(page);
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(out, `${name}-${lang}-${device}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    const metrics = await page.evaluate(() => {
      const header = document.querySelector('header') ?? document.querySelector('[role="banner"]');
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        scrollHeight: document.documentElement.scrollHeight,
        headerHeight: header ? Math.round(header.getBoundingClientRect().height) : null,
      };
    });
    return {
      page: name,
      lang,
      device,
      url: pathname,
      status: response?.status() ?? null,
      ...metrics,
      'sideways scroll': metrics.scrollWidth > metrics.clientWidth ? 'YES' : 'no',
      file,
    };
  } finally {
    await context.close();
  }
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const name of wanted) {
    if (!PAGES[name]) throw new Error(`--pages: unknown page ${name} (${Object.keys(PAGES).join(', ')})`);
    for (const lang of ['en', 'zh']) for (const device of Object.keys(VIEWPORTS)) rows.push(await shoot(browser, name, lang, device));
  }
} finally {
  await browser.close();
}
console.log(`\nScreenshots of ${base} in ${out} (header height: the first <header>; at 390 px a scrollWidth above 390 scrolls sideways)`);
console.table(rows.map(({ file, ...row }) => ({ ...row, file: path.basename(file) })));
writeFileSync(path.join(out, 'metrics.json'), `${JSON.stringify({ base, taken: new Date().toISOString(), rows }, null, 2)}\n`);
