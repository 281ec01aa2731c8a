import pg from 'pg';

/** PostgreSQL's type id of `date`. */
export const DATE_TYPE_ID = 1082;

/**
 * Both drivers turn a `date` into a JavaScript Date at local midnight by default, which shifts the
 * day in any time zone west of the server's. A date without a time stays the 'YYYY-MM-DD' text that
 * PostgreSQL sends, which is exactly what the contract returns.
 */
export const keepDateAsText = (value: string): string => value;

/** node-postgres parsers: the defaults, with `date` kept as text. Per pool, not global. */
export const postgresTypeParsers = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    typeId === DATE_TYPE_ID
      ? keepDateAsText
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
