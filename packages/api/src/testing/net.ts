import { once } from 'node:events';
import { createServer } from 'node:net';

/** A loopback port that was free a moment ago: the OS picks it, we release it for the caller. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port was assigned');
  return address.port;
}
