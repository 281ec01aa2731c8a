import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { oneLineText } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';

/**
 * Migration 0022 on Team titles saved before titles were kept on one line: each becomes what the
 * server now stores for it (@hr/domain's oneLineText, trimmed), so the database's rule and the
 * domain's are checked against each other, character by character.
 */

const UNSHOWN = [
  ...Array.from({ length: 0x1f }, (_, offset) => String.fromCharCode(0x01 + offset)),
  ...Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset)),
  '\u2028\u2029\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069',
];
const TITLES = [
  'Office closed\r\n\r\n on 24 December',
  'Rota\tMarch \u00a0\n\u3000 April',
  'Car\u202e sharing\u2066 from\u0007 the north\u0085',
  `Every one: a${UNSHOWN.join('b')}c`,
  ' \u00a0Blanks\ufeff at the ends\u2003 ',
  'Already one line',
];
const NOTHING_LEFT = '\u202e\u0007\u2066';

let database: TestDatabase;
let before0022: string;
let employerId: string;
let userId: string;

const insert = {
  announcement: (title: string) => sql`
    insert into announcements (employer_id, title, effective_date, created_by, updated_by)
    values (${employerId}, ${title}, '2026-12-01', ${userId}, ${userId})`,
  topic: (title: string) => sql`
    insert into discussion_topics (employer_id, title, created_by) values (${employerId}, ${title}, ${userId})`,
  document: (title: string) => sql`
    insert into shared_documents (employer_id, title, category, scope, created_by, updated_by)
    values (${employerId}, ${title}, 'HR', 'employer', ${userId}, ${userId})`,
  bellItem: (title: string, index: number) => sql`
    insert into notifications (employer_id, recipient_user_id, kind, title, link, subject_type, subject_id, dedupe_key)
    values (${employerId}, ${userId}, 'announcement', ${title}, '/team/announcement', 'announcement',
      gen_random_uuid(), ${`bell-${index}`})`,
};

async function titlesOf(table: 'announcements' | 'discussion_topics' | 'shared_documents' | 'notifications') {
  const { rows } = await sql<{ title: string }>`select title from ${sql.table(table)}`.execute(database.db);
  return rows.map((row) => row.title).sort();
}

beforeAll(async () => {
  before0022 = mkdtempSync(path.join(tmpdir(), 'hr-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < '0022')) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before0022, file));
  }
  database = await createTestDatabase(before0022);
  const employer = await sql<{ id: string }>`
    insert into employers (name, country) values ('Navy', 'United States') returning id`.execute(database.db);
  employerId = employer.rows[0]?.id as string;
  const user = await sql<{ id: string }>`
    insert into users (employer_id, first_name, last_name, email, password_hash, role)
    values (${employerId}, 'Grace', 'Hopper', 'grace@example.com', 'x', 'admin') returning id`.execute(
    database.db,
  );
  userId = user.rows[0]?.id as string;
  for (const [index, title] of [...TITLES, NOTHING_LEFT].entries()) {
    await insert.announcement(title).execute(database.db);
    await insert.topic(title).execute(database.db);
    await insert.document(title).execute(database.db);
    await insert.bellItem(`New announcement: ${title}`, index).execute(database.db);
  }
  expect((await migrate(database.db))[0]).toBe('0022');
});
afterAll(async () => {
  await database.close();
  rmSync(before0022, { recursive: true, force: true });
});

test('migration 0022 keeps each Team title and bell line as the server now stores it: one line, no control or direction character', async () => {
  const expected = [...TITLES.map((title) => oneLineText(title).trim()), 'Untitled'].sort();
  expect(expected).toContain('Office closed on 24 December');
  expect(expected).toContain('Car sharing from the north');
  expect(await titlesOf('announcements')).toEqual(expected);
  expect(await titlesOf('discussion_topics')).toEqual(expected);
  expect(await titlesOf('shared_documents')).toEqual(expected);
  const bell = [...TITLES, NOTHING_LEFT].map((title) => oneLineText(`New announcement: ${title}`).trim());
  expect(await titlesOf('notifications')).toEqual(bell.sort());
});
