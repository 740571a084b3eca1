/**
 * PGlite allows one process per data folder but does not enforce it: a second process would
 * hang or corrupt the files. A lock file holding the owner's pid makes the second one fail
 * with a clear message; a lock left by a process that no longer runs is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock; the returned function gives it back. */
export function lockFolder(dir: string): () => void {
  const file = path.join(dir, 'owner.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new Error(`The database folder ${dir} is in use by process ${owner} (is the API already running?)`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dir}`);
}
