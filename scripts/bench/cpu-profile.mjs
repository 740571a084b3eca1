#!/usr/bin/env node
// Sums a V8 CPU profile (node --cpu-prof, e.g. from render-cpu.mjs --prof DIR) by self time:
// the top functions and the top modules (node_modules package, or the file for our own code).
//   node scripts/bench/cpu-profile.mjs FILE.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';
import { option } from './argv.mjs';

const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!file) throw new Error('usage: cpu-profile.mjs FILE.cpuprofile [--top N]');
const top = option('top', 25);

const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map();
for (let index = 0; index < profile.samples.length; index += 1) {
  const id = profile.samples[index];
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
}

/** The package a URL belongs to (node_modules/<scope/name>), else the file name, else the kind of frame. */
function moduleOf(url) {
  if (!url) return '(native / VM)';
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/dist\/(?:compiled\/)?([^/]+))?/);
  if (inPackage) return inPackage[2] && inPackage[1] === 'next' ? `next/${inPackage[2]}` : inPackage[1];
  return url.replace(/^file:\/\//, '').replace(process.cwd(), '.');
}

const functions = new Map();
const modules = new Map();
let total = 0;
for (const [id, ms] of selfMs) {
  const { callFrame } = byId.get(id);
  total += ms;
  const where = moduleOf(callFrame.url);
  const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
  modules.set(where, (modules.get(where) ?? 0) + ms);
}

const table = (entries) =>
  Object.fromEntries(
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => [name.slice(0, 110), { 'self ms': Math.round(ms), share: `${((100 * ms) / total).toFixed(1)}%` }]),
  );
console.log(`${file}: ${Math.round(total)} ms sampled`);
console.table(table(modules));
console.table(table(functions));
