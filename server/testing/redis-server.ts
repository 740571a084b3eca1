/**
 * A redis-server of one test file's own, on a free port, without persistence: stopped and
 * started again on the same port to test an outage. `redisServerMissing` names why the tests
 * that need one are skipped (only when redis-server is not installed).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';

const BINARY = process.env.REDIS_SERVER_BIN ?? 'redis-server';

export const redisServerMissing: string | false =
  spawnSync(BINARY, ['--version'], { stdio: 'ignore' }).status === 0 ? false : `${BINARY} is not installed (set REDIS_SERVER_BIN to its path)`;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function accepts(port: number): Promise<boolean> {
  const socket = new Socket();
  try {
    socket.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

export interface TestRedis {
  url: string;
  start(): Promise<void>;
  /** Ends the server at once (SIGKILL), as a crash would. */
  stop(): Promise<void>;
}

export async function testRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let tries = 0; !(await accepts(port)); tries += 1) {
        if (child.exitCode !== null || tries > 100) throw new Error(`redis-server did not start on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
