/**
 * Column types every table file shares. They live apart from schema.ts, which assembles the tables of
 * the schema-*.ts files, so that those files import down to this one rather than back up to schema.ts.
 */
import type { ColumnType } from 'kysely';

/** Set by the database on insert, never written by the server. */
export type CreatedAt = ColumnType<Date, never, never>;
/** When a history row was recorded: set again when a correction replaces the row. */
export type RecordedAt = ColumnType<Date, never, Date>;
/** A column with a default (or null): inserts may leave it out. */
export type OptionalOnInsert<T> = ColumnType<T, T | undefined, T>;
