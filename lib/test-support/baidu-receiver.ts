/** A stand-in for Baidu's link submission the tests start on 127.0.0.1 (node:http). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedPush {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  lines: string[];
}

/** An answer: status and JSON body, or 'hang' (never answers), optionally after a delay. */
export type ReceiverAnswer = { status: number; body: unknown; delayMs?: number } | 'hang';

export interface BaiduReceiver {
  endpoint: string;
  received: ReceivedPush[];
  /** The most requests that were open at once. */
  mostAtOnce: number;
  /** Answers in turn; past the list, the last one again. */
  answers: ReceiverAnswer[];
  close(): Promise<void>;
}

export async function startBaiduReceiver(answers: ReceiverAnswer[]): Promise<BaiduReceiver> {
  const received: ReceivedPush[] = [];
  const receiver = { answers, mostAtOnce: 0 } as BaiduReceiver;
  let open = 0;
  const server = http.createServer((request, response) => {
    open += 1;
    receiver.mostAtOnce = Math.max(receiver.mostAtOnce, open);
    response.on('close', () => (open -= 1));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        contentType: request.headers['content-type'] ?? '',
        lines: Buffer.concat(chunks).toString('utf8').split('\n'),
      });
      const answer = receiver.answers[Math.min(received.length - 1, receiver.answers.length - 1)] ?? 'hang';
      if (answer === 'hang') return;
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    endpoint: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
