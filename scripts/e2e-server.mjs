#!/usr/bin/env node
// Starts both programs for the browser journeys on a fresh data folder (see playwright.config.ts).
import { rmSync } from 'node:fs';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('./start.mjs');
