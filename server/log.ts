/**
 * Structured one-line JSON logs through pino (docs/adr/0032-kept-libraries-for-csv-logs-and-windowing.md);
 * the details of failures go here, never to the client. Warnings and errors go to stderr, the rest
 * to stdout; LOG_LEVEL chooses the threshold (debug, info, warn, error, silent; info otherwise).
 */
import pino, { type LevelWithSilent } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: readonly LevelWithSilent[] = ['debug', 'info', 'warn', 'error', 'silent'];
const configured = process.env.LOG_LEVEL as LevelWithSilent | undefined;

const logger = pino(
  {
    level: configured && LEVELS.includes(configured) ? configured : 'info',
    base: undefined,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.multistream(
    [
      { level: 'debug', stream: process.stdout },
      { level: 'warn', stream: process.stderr },
    ],
    // Each line to the most severe stream it reaches only: a warning is not also printed to stdout.
    { dedupe: true },
  ),
);

const at =
  (level: Level) =>
  (message: string, fields?: Record<string, unknown>): void =>
    logger[level](fields ?? {}, message);

export const log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
