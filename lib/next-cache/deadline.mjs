// node-redis cannot time out a command it has already sent, so a stalled Redis (not a closed
// one) would hold every page that waits for it. Each cache operation on Redis is given
// REDIS_TIMEOUT_MS in all; after a missed deadline Redis is left alone for a moment, so the pages
// of an outage do not each wait for it.

/** After Redis missed a deadline, how long it is left alone before it is asked again. */
const RETRY_AFTER_MS = 2000;

/** @param {number} ms */
export function createDeadline(ms) {
  let resumeAt = 0;
  return {
    /** Whether Redis is being left alone after a missed deadline. */
    skipping: () => Date.now() < resumeAt,

    /**
     * `operation()`, or a rejection once `ms` have passed (or at once while Redis is skipped).
     * @template T @param {() => Promise<T>} operation @returns {Promise<T>}
     */
    async run(operation) {
      if (Date.now() < resumeAt) throw new Error('Redis is skipped for a moment: it missed a deadline');
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const deadline = new Promise((_resolve, reject) => {
        timer = setTimeout(() => {
          resumeAt = Date.now() + RETRY_AFTER_MS;
          reject(new Error(`Redis did not answer within ${ms} ms`));
        }, ms);
      });
      try {
        return /** @type {T} */ (await Promise.race([operation(), deadline]));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
