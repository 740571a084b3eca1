// node --test scripts/supervise.test.mjs — npm start's API supervisor (scripts/supervise.mjs).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { restartDelay, supervise } from './supervise.mjs';

test('the pause doubles from 0.5 s up to 30 s', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 10, 100].map((failures) => restartDelay(failures)),
    [500, 1000, 2000, 4000, 30_000, 30_000],
  );
});

test('a child that dies is started again, with each exit logged, until stopping', async () => {
  const lines = [];
  let starts = 0;
  let stopping = false;
  const allStarted = new Promise((resolve) => {
    const supervisor = supervise({
      label: 'catalogue API',
      // Dies at once, as an API does when it crashes.
      start: () => {
        starts += 1;
        if (starts === 3) {
          stopping = true;
          supervisor?.stop();
          resolve(undefined);
        }
        return spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
      },
      stopping: () => stopping,
      log: (line) => lines.push(line),
      baseMs: 20,
    });
  });
  await allStarted;
  assert.equal(starts, 3);
  assert.match(lines[0], /^catalogue API stopped \(exit code 3\); starting it again in 0\.0 s \(restart 1 in a row\)\.$/);
  assert.ok(lines.includes('catalogue API: restarting.'));
});
