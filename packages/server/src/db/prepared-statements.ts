import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';

/**
 * Appended to a statement that runs on (nearly) every request and whose plan does not depend on its
 * values (look-ups by key): on PostgreSQL it is then prepared once per connection under a name and
 * executed from PostgreSQL's plan cache, instead of being parsed and planned each time (the caller's
 * access statement took about 2 ms of planning a request, more than its execution). Only statements
 * of a few fixed shapes may carry it: each distinct text is one prepared statement on each connection
 * for the connection's life. On PGlite it is a comment.
 */
export const preparedOnEachConnection: RawBuilder<unknown> = sql.raw(` ${MARK}`);

/**
 * How many distinct marked texts are ever prepared. A text is fixed per shape, but a shape may carry
 * a literal a client chooses within the contract's bounds (a page's size): past this many texts the
 * newer ones run as unmarked statements do, so no client can make each connection hold more plans.
 */
export const MOST_PREPARED_TEXTS = 100;

/** The name of each marked text, for the first `most` texts met; undefined for any text after them. */
export function statementNames(most: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (!name && names.size < most) {
      name = `prepared_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
}

const statementName = statementNames(MOST_PREPARED_TEXTS);

type QueryFunction = (text: unknown, values?: unknown) => unknown;

/** Makes each new connection of the pool run the statements marked by preparedOnEachConnection as named ones. */
export function namePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const target = client as unknown as { query: QueryFunction };
    const query = target.query.bind(client) as QueryFunction;
    target.query = (text, values) => {
      const name = typeof text === 'string' && text.endsWith(MARK) ? statementName(text) : undefined;
      return name ? query({ name, text, values }) : query(text, values);
    };
  });
}
