#!/usr/bin/env node
// Where a phone's main thread goes while a page loads: Debian's Chromium at a 412 px phone viewport
// with the CPU slowed 4× (Lighthouse's mobile setting), a V8 CPU profile from navigation until the
// network has been idle for 1.5 s, summed by self time per function and per module factory (the
// code a chunk runs when it is first required, and everything it calls). Minified names, so a
// module reads as chunk:column; `--around chunk.js:column` prints the code there to name it.
//   node scripts/bench/browser-profile.mjs URL [--out FILE.cpuprofile] [--top 25]
//   node scripts/bench/browser-profile.mjs --around .next-bench/static/chunks/x.js:26877
// docs/benchmarks.md ("Lighthouse against the reference") has what it found on the goods page.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { argument, option } from './argv.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const top = option('top', 25);
const around = argument('around');

if (around) {
  const [file, column] = around.split(/:(?=\d+$)/);
  const text = readFileSync(file, 'utf8');
  console.log(text.slice(Math.max(0, Number(column) - 40), Number(column) + 400));
  process.exit(0);
}

const url = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg));
if (!url) throw new Error('usage: browser-profile.mjs URL [--out FILE] [--top N]');

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
let profile;
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  ({ profile } = await cdp.send('Profiler.stop'));
} finally {
  await browser.close();
}
const out = argument('out');
if (out) writeFileSync(out, JSON.stringify(profile));

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
const where = ({ functionName, url: script, columnNumber }) => `${functionName || '(anonymous)'} ${script.split('/').pop()}:${columnNumber}`;
/** Turbopack's runtime requires a module by calling its factory: a chunk's frame called straight from the runtime's. */
const isRuntime = (node) => node.callFrame.url.includes('/turbopack-');
const isModuleFactory = (id) => {
  const node = byId.get(id);
  const parent = byId.get(parentOf.get(id));
  return Boolean(parent && isRuntime(parent) && node.callFrame.url && !isRuntime(node));
};

const byFunction = new Map();
const byModule = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
profile.samples.forEach((id, index) => {
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  add(byFunction, where(byId.get(id).callFrame), ms);
  for (let current = id; current !== undefined; current = parentOf.get(current)) {
    if (isModuleFactory(current)) {
      add(byModule, where(byId.get(current).callFrame), ms);
      break;
    }
  }
});

const table = (map) =>
  Object.fromEntries(
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => [key, Math.round(ms)]),
  );
console.log(`\n${url}, CPU ×4: self time per function, ms`);
console.table(table(byFunction));
console.log('Module factories (first require, with what they call), ms');
console.table(table(byModule));
