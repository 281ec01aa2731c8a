import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';

/**
 * Migration 0054 on items handed in before it: each keeps the uploader of its latest version (the
 * reviewer's queue leaves out what the reviewer uploaded), an item never handed in keeps none, and a
 * statement that writes several versions of an item leaves the uploader of the highest.
 */

let database: TestDatabase;
let before0054: string;
let employerId: string;
const users = new Map<string, string>();
const items = new Map<string, string>();

async function returnedId(query: ReturnType<typeof sql>): Promise<string> {
  const { rows } = await query.execute(database.db);
  return (rows[0] as { id: string }).id;
}

async function version(item: string, number: number, uploader: string): Promise<void> {
  const attachmentId = await returnedId(sql`
    insert into attachments (id, employer_id, uploaded_by, original_name, stored_name, media_type,
      size_bytes, sha256, owner_type, owner_id, attached_at)
    values (gen_random_uuid(), ${employerId}, ${users.get(uploader)}, 'passport.pdf',
      ${`${item}-${number}`}, 'application/pdf', 1, ${'0'.repeat(64)}, 'document-item', ${items.get(item)},
      now())
    returning id`);
  await sql`
    insert into document_versions (item_id, employer_id, number, attachment_id)
    values (${items.get(item)}, ${employerId}, ${number}, ${attachmentId})`.execute(database.db);
}

async function latestUploaders(): Promise<Record<string, string | null>> {
  const { rows } = await sql<{ id: string; latest_uploaded_by: string | null }>`
    select id, latest_uploaded_by from document_items`.execute(database.db);
  const byItem = new Map(rows.map((row) => [row.id, row.latest_uploaded_by]));
  return Object.fromEntries([...items].map(([name, id]) => [name, byItem.get(id) ?? null]));
}

beforeAll(async () => {
  before0054 = mkdtempSync(path.join(tmpdir(), 'hr-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < '0054')) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before0054, file));
  }
  database = await createTestDatabase(before0054);
  employerId = await returnedId(sql`
    insert into employers (name, country) values ('Navy', 'United States') returning id`);
  for (const [name, role] of [
    ['hal', 'admin'],
    ['ben', 'employee'],
  ]) {
    users.set(
      name as string,
      await returnedId(sql`
        insert into users (employer_id, first_name, last_name, email, password_hash, role)
        values (${employerId}, ${name}, 'Tester', ${`${name}@example.com`}, 'not a hash', ${role})
        returning id`),
    );
  }
  const requestId = await returnedId(sql`
    insert into document_requests (employer_id, title, audience, allowed_types, max_size_mib, due_on,
      expires, created_by)
    values (${employerId}, 'Passport', 'everyone', '{pdf}', 5, '2030-01-31', false, ${users.get('hal')})
    returning id`);
  for (const [name, employeeNo] of [
    ['replaced', 'E-1'],
    ['handedIn', 'E-2'],
    ['asked', 'E-3'],
  ] as const) {
    const employeeId = await returnedId(sql`
      insert into employees (employer_id, employee_no, first_name, last_name, email, nin_id, country, dob)
      values (${employerId}, ${employeeNo}, 'Grace', 'Hopper', ${`${employeeNo}@example.com`}, 'NI-1',
        'United States', '1986-12-09')
      returning id`);
    items.set(
      name,
      await returnedId(sql`
        insert into document_items (employer_id, request_id, employee_id)
        values (${employerId}, ${requestId}, ${employeeId}) returning id`),
    );
  }
  // Handed in by the line manager, then replaced by the employee; and once, by the line manager.
  await version('replaced', 1, 'hal');
  await version('replaced', 2, 'ben');
  await version('handedIn', 1, 'hal');
  expect((await migrate(database.db))[0]).toBe('0054');
});
afterAll(async () => {
  await database.close();
  rmSync(before0054, { recursive: true, force: true });
});

test('migration 0054 keeps on each item the uploader of its latest version', async () => {
  expect(await latestUploaders()).toEqual({
    replaced: users.get('ben'),
    handedIn: users.get('hal'),
    asked: null,
  });
});

test('a version written afterwards, in any statement, moves it to that version’s uploader', async () => {
  await version('asked', 1, 'ben');
  // Two versions of one item in one statement: the higher number is the latest.
  const attachments = await sql<{ id: string }>`
    insert into attachments (id, employer_id, uploaded_by, original_name, stored_name, media_type,
      size_bytes, sha256, owner_type, owner_id, attached_at)
    select gen_random_uuid(), ${employerId}, uploader, 'passport.pdf', key, 'application/pdf', 1,
      ${'0'.repeat(64)}, 'document-item', ${items.get('handedIn')}, now()
    from (values (${users.get('hal')}::uuid, 'both-3'), (${users.get('ben')}::uuid, 'both-2')) as v (uploader, key)
    returning id, stored_name`.execute(database.db);
  const keyed = new Map(
    (attachments.rows as { id: string; stored_name: string }[]).map((row) => [row.stored_name, row.id]),
  );
  await sql`
    insert into document_versions (item_id, employer_id, number, attachment_id)
    values (${items.get('handedIn')}, ${employerId}, 3, ${keyed.get('both-3')}),
      (${items.get('handedIn')}, ${employerId}, 2, ${keyed.get('both-2')})`.execute(database.db);
  expect(await latestUploaders()).toEqual({
    replaced: users.get('ben'),
    handedIn: users.get('hal'),
    asked: users.get('ben'),
  });
});
