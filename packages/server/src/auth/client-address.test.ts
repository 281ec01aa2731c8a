import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { clientAddress } from './client-address.ts';

async function addressSeen(trustProxy: boolean, headers: Record<string, string>, socketAddress?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const env = socketAddress ? { incoming: { socket: { remoteAddress: socketAddress } } } : undefined;
  const response = await app.request('/', { headers }, env);
  return response.text();
}

describe('the client address sign-in limits count against', () => {
  test('is the socket’s peer, and X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
    expect(await addressSeen(false, { 'X-Forwarded-For': '203.0.113.9' }, '192.0.2.1')).toBe('192.0.2.1');
  });

  test('with TRUST_PROXY, is the first X-Forwarded-For entry', async () => {
    expect(await addressSeen(true, { 'X-Forwarded-For': ' 203.0.113.9 , 10.0.0.1' }, '192.0.2.1')).toBe(
      '203.0.113.9',
    );
  });

  test('with TRUST_PROXY but no X-Forwarded-For, is the socket’s peer', async () => {
    expect(await addressSeen(true, {}, '192.0.2.1')).toBe('192.0.2.1');
  });

  test('without a socket (in-process requests) is "unknown" rather than an error', async () => {
    expect(await addressSeen(false, {})).toBe('unknown');
  });

  test('cuts an absurdly long forwarded value to the stored width', async () => {
    expect(await addressSeen(true, { 'X-Forwarded-For': 'x'.repeat(500) })).toHaveLength(100);
  });
});
