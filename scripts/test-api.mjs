#!/usr/bin/env node
// Runs the API tests (server/**/*.test.ts) on Node's own test runner through tsx.
// On PGlite by default; on PostgreSQL when DATABASE_URL is set (a database per test file).
// CONTRACT_CHECK=1: every answer is checked against its contract/ schema (docs/architecture.md §3).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findTests(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = findTests('server').sort();
const target = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'PGlite';
console.log(`API tests on ${target}: ${files.length} files`);
// On PGlite every file starts from a copy of one migrated database (server/testing/database.ts).
const templateDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'labshop-test-template-'));
const result = spawnSync(
  process.execPath,
  // A test that hangs fails after 5 minutes instead of holding CI to its hard limit.
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=300000', '--test-reporter=spec', ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', CONTRACT_CHECK: '1', ...(templateDir ? { API_TEST_TEMPLATE_DIR: templateDir } : {}) },
  },
);
if (templateDir) rmSync(templateDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
