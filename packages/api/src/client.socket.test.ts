/** The helpers over real sockets and the global fetch, where the fake fetch cannot vouch for them. */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './auth.ts';
import { createApiClient } from './client.ts';
import { CanceledError, NetworkError } from './errors.ts';
import { getAllEmployeesOnUser } from './management.ts';
import { freePort } from './testing/net.ts';
import { rejection } from './testing/rejection.ts';

const credentials = { username: 'ada@example.com', password: 'correct horse battery staple' };
const userId = { id: '4f0c5e0a-8a51-4c8e-9d7e-2f1b8f3b9a10' };

describe('over a real socket, with the global fetch', () => {
  // Accepts connections and never answers, like a hung upstream.
  const stalledServer: Server = createServer(() => {});
  let stalledUrl = '';

  beforeAll(async () => {
    stalledServer.listen(0, '127.0.0.1');
    await once(stalledServer, 'listening');
    stalledUrl = `http://127.0.0.1:${(stalledServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    stalledServer.closeAllConnections();
    stalledServer.close();
    await once(stalledServer, 'close');
  });

  it('times out against a server that never answers', async () => {
    const client = createApiClient({
      baseUrl: stalledUrl,
      getToken: () => 'access-token',
      timeoutMs: { authenticated: 50 },
    });
    const error = await rejection(getAllEmployeesOnUser(client, userId));

    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 50 });
  });

  it('cancels a request the server is sitting on', async () => {
    const client = createApiClient({ baseUrl: stalledUrl, getToken: () => null });
    const call = login(client, credentials, { signal: AbortSignal.timeout(30) });

    expect(await rejection(call)).toBeInstanceOf(CanceledError);
  });

  it('reports a refused connection as a NetworkError', async () => {
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, getToken: () => null });

    expect(await rejection(login(client, credentials))).toBeInstanceOf(NetworkError);
  });
});
