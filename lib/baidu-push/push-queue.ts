/**
 * The storefront's queue of URLs waiting for Baidu (docs/product.md §15.4): bounded, one request in
 * flight, batches of at most 2,000, retried with backoff after no answer or a 5xx, never after a 4xx.
 * Pushing never blocks a revalidation: `add` only records the URLs and starts the drain if idle.
 *
 * Quota: once Baidu answers remain = 0 (or refuses a request as over quota), nothing is pushed
 * until the next UTC midnight (08:00 in Beijing, past the start of Baidu's next day whichever
 * clock it counts by); the URLs waiting are dropped — the sitemap still lists them.
 */
import { MAX_URLS_PER_REQUEST, pushBatch, PUSH_TIMEOUT_MS, type PushOutcome, type PushTarget } from './baidu-api';

/** The defaults serve the storefront; tests shorten the waits. */
export interface PushQueueOptions {
  /** URLs waiting at most; past it the oldest are dropped (one import of 100,000 goods is 200,000 URLs). */
  maxWaiting?: number;
  /** Waits before the 2nd, 3rd … attempt of a batch after no answer or a 5xx; then the batch is dropped. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  now?: () => number;
  warn?: (message: string) => void;
}

/**
 * The next UTC midnight after `time` (ms).
 * @internal exported for its tests
 */
export function nextUtcMidnight(time: number): number {
  const day = new Date(time);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
}

/** A wait before a retry; it does not keep a stopping process alive. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class BaiduPushQueue {
  /** Insertion-ordered and without repeats: a URL named twice before it is pushed is pushed once. */
  private readonly waiting = new Set<string>();
  private draining: Promise<void> | null = null;
  /** Pushing stops until this time (ms) once the day's quota is spent. */
  private pausedUntil = 0;
  /** Today's quota as Baidu last told it; a batch is no larger. */
  private remain = MAX_URLS_PER_REQUEST;
  private readonly maxWaiting: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly warn: (message: string) => void;

  constructor(
    private readonly target: PushTarget,
    options: PushQueueOptions = {},
  ) {
    this.maxWaiting = options.maxWaiting ?? 20_000;
    this.retryDelaysMs = options.retryDelaysMs ?? [2_000, 10_000, 60_000];
    this.timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
    this.warn = options.warn ?? ((message) => console.warn(`[baidu-push] ${message}`));
  }

  /** Records the URLs and returns at once; they are pushed in the background. */
  add(urls: readonly string[]): void {
    if (!urls.length || this.paused()) return;
    let dropped = 0;
    for (const url of urls) {
      this.waiting.delete(url);
      this.waiting.add(url);
      if (this.waiting.size > this.maxWaiting) {
        const oldest = this.waiting.values().next().value;
        if (oldest !== undefined) this.waiting.delete(oldest);
        dropped += 1;
      }
    }
    if (dropped) this.warn(`${dropped} URLs dropped, the oldest waiting: more than ${this.maxWaiting} wait for Baidu`);
    // drain() does not throw (pushBatch answers outcomes); the catch keeps a slip from becoming an unhandled rejection.
    this.draining ??= this.drain()
      .catch((error: unknown) => this.warn(`pushing stopped: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.draining = null;
      });
  }

  /**
   * Resolves once nothing waits.
   * @internal for tests: the storefront never waits for a push
   */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private paused(): boolean {
    return this.now() < this.pausedUntil;
  }

  private takeBatch(): string[] {
    const size = Math.max(1, Math.min(MAX_URLS_PER_REQUEST, this.remain));
    const batch: string[] = [];
    for (const url of this.waiting) {
      if (batch.length === size) break;
      batch.push(url);
    }
    for (const url of batch) this.waiting.delete(url);
    return batch;
  }

  private async drain(): Promise<void> {
    while (this.waiting.size && !this.paused()) {
      const batch = this.takeBatch();
      const outcome = await this.pushWithRetries(batch);
      if (outcome.kind === 'pushed') {
        const refused = outcome.notSameSite.length + outcome.notValid.length;
        if (refused) this.warn(`Baidu refused ${refused} URLs as not of the site or not valid, e.g. ${[...outcome.notSameSite, ...outcome.notValid][0]}`);
        this.remain = outcome.remain;
        if (outcome.remain <= 0) this.stopForToday('today’s quota is spent');
      } else if (outcome.kind === 'refused') {
        if (outcome.overQuota) this.stopForToday(`Baidu refused: ${outcome.message}`);
        else this.warn(`Baidu refused ${batch.length} URLs (HTTP ${outcome.status}: ${outcome.message}); not retried`);
      } else {
        this.warn(`${batch.length} URLs dropped after ${this.retryDelaysMs.length + 1} attempts: ${outcome.reason}`);
      }
    }
  }

  private async pushWithRetries(batch: readonly string[]): Promise<PushOutcome> {
    let outcome = await pushBatch(this.target, batch, this.timeoutMs);
    for (const delay of this.retryDelaysMs) {
      if (outcome.kind !== 'failed') break;
      await sleep(delay);
      outcome = await pushBatch(this.target, batch, this.timeoutMs);
    }
    return outcome;
  }

  private stopForToday(reason: string): void {
    this.pausedUntil = nextUtcMidnight(this.now());
    this.remain = MAX_URLS_PER_REQUEST;
    const dropped = this.waiting.size;
    this.waiting.clear();
    this.warn(`${reason}: no push until ${new Date(this.pausedUntil).toISOString()}${dropped ? `, ${dropped} waiting URLs dropped` : ''}`);
  }
}
