import type { AccessTokens } from '../auth/access-tokens.ts';
import type { Role } from '../db/schema.ts';

/**
 * The server's own API, driven in this process (Hono's app.request, no socket), as the demo seed writes
 * its story: every row goes through the operation a user would call, so it obeys the same rules, the
 * contract's validation and the audit trail. A refusal stops the seed with the operation and its message.
 */
export interface DemoApi {
  /** POSTs `body` to `path` (under the API's base) as `as` (the administrator by default); answers returnObject. */
  call<T = { id: string }>(path: string, body: unknown, as?: DemoAccount): Promise<T>;
  /** Uploads a text file as `as`; answers the attachment's id. */
  uploadText(name: string, text: string, as?: DemoAccount): Promise<string>;
}

export interface DemoAccount {
  userId: string;
  employerId: string;
  role: Role;
}

/** The server application's request function (its `app.request`) and the contract's base path. */
export interface DemoServer {
  request(path: string, init: RequestInit): Response | Promise<Response>;
  basePath: string;
  accessTokens: AccessTokens;
}

export class DemoSeedError extends Error {}

export function demoApi(server: DemoServer, administrator: DemoAccount): DemoApi {
  const tokens = new Map<string, string>();
  const tokenOf = async (account: DemoAccount) => {
    const known = tokens.get(account.userId);
    if (known) return known;
    const token = await server.accessTokens.sign(account);
    tokens.set(account.userId, token);
    return token;
  };
  async function send<T>(path: string, init: RequestInit, as: DemoAccount): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${await tokenOf(as)}`);
    const answer = await server.request(`${server.basePath}${path}`, { method: 'POST', ...init, headers });
    const body = (await answer.json().catch(() => ({}))) as { returnObject?: T; error?: string };
    if (answer.status >= 300) {
      throw new DemoSeedError(
        `The demo seed's ${path} was refused (${answer.status}): ${body.error ?? JSON.stringify(body)}`,
      );
    }
    return body.returnObject as T;
  }
  return {
    call: (path, body, as = administrator) =>
      send(path, { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, as),
    async uploadText(name, text, as = administrator) {
      const uploaded = await send<{ id: string }>(
        '/files/upload-attachment',
        {
          body: new TextEncoder().encode(text),
          headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
        },
        as,
      );
      return uploaded.id;
    },
  };
}
