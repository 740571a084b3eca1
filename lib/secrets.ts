/**
 * SESSION_SECRET and REVALIDATE_SECRET: from the environment (required for several
 * storefront instances, which must share them), or generated once into DATA_DIR/secrets.json
 * so a fresh clone runs with nothing configured.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  sessionSecret: string;
  revalidateSecret: string;
}

let cached: Secrets | undefined;

function readOrCreateFile(file: string): Secrets {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  } catch {
    const generated: Secrets = {
      sessionSecret: randomBytes(32).toString('base64url'),
      revalidateSecret: randomBytes(32).toString('base64url'),
    };
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': when two processes start together, the first writer wins and the other reads its file.
      writeFileSync(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
      return generated;
    } catch {
      return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
    }
  }
}

export function getSecrets(): Secrets {
  if (cached) return cached;
  const fromEnv = { sessionSecret: process.env.SESSION_SECRET, revalidateSecret: process.env.REVALIDATE_SECRET };
  const fromFile =
    fromEnv.sessionSecret && fromEnv.revalidateSecret ? undefined : readOrCreateFile(path.resolve(process.env.DATA_DIR ?? './data', 'secrets.json'));
  const secrets = {
    sessionSecret: fromEnv.sessionSecret ?? fromFile?.sessionSecret ?? '',
    revalidateSecret: fromEnv.revalidateSecret ?? fromFile?.revalidateSecret ?? '',
  };
  if (secrets.sessionSecret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  cached = secrets;
  return secrets;
}
