import 'server-only';
/**
 * Whether the catalogue API answers at all, asked before an on-demand revalidation expires pages
 * (app/api/revalidate): with the API down, expiring them would turn good cached pages into error
 * pages until it is back, so they are refreshed stale instead (docs/architecture.md §4).
 */
import { markApiUnanswered } from '../api-outage.mjs';
import { api } from './config';

const HEALTH_TIMEOUT_MS = 2000;

export async function apiAnswers(timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(`${api.currentBase()}/health`, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.status < 500;
  } catch {
    markApiUnanswered();
    return false;
  }
}
