import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bodyLimit } from './body-limit.ts';

// Over a real socket, as node-server serves the API: the announced-length path never touches the
// request's body getter, so the text must still reach the handler whole, and the limit still hold.
const LIMIT = 16;
const app = new Hono();
app.post('/echo', bodyLimit({ maxSize: LIMIT, onError: (c) => c.text('too large', 413) }), async (c) =>
  c.text(await c.req.text()),
);
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = (info as AddressInfo).port;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Posts `chunks`, with Content-Length when `announced`, else chunked; resolves the status and text. */
function post(chunks: string[], announced: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const length = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/echo',
        headers: announced ? { 'Content-Length': length } : { 'Transfer-Encoding': 'chunked' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe('bodyLimit over a socket', () => {
  test('a body of the limit with Content-Length reaches the handler whole', async () => {
    expect(await post(['{"a":1,', '"b":"xy"}'], true)).toEqual({ status: 200, text: '{"a":1,"b":"xy"}' });
  });

  test('a body over the limit with Content-Length: 413', async () => {
    expect((await post(['x'.repeat(LIMIT + 1)], true)).status).toBe(413);
  });

  test('a streamed body within the limit is counted and read', async () => {
    expect(await post(['0123456789', 'abcdef'], false)).toEqual({ status: 200, text: '0123456789abcdef' });
  });

  test('a streamed body over the limit: 413', async () => {
    expect((await post(['0123456789', 'abcdefg'], false)).status).toBe(413);
  });
});
