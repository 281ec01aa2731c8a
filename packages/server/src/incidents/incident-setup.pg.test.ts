import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STANDARD_INCIDENT_DECISIONS } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { IncidentCategory, IncidentDecision, IncidentType } from '../contract-types.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { KIND_IS_FIXED } from './decisions.ts';

/**
 * Incident set-up's own rules (issue 30): the seeded decisions, codes unique per employer, a type's
 * category, a category in use, a decision's fixed kind, and another employer's rows. What every
 * operation shares (the contract's shapes, permissions, one audit row per change) is the generic
 * suites' (http/, audit/). Named .pg so the area's main path also runs on PostgreSQL.
 */

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;
type Answer<T> = { returnObject: T; returnMessage?: string; error?: string; field?: string };

let api: TestApi;
let admin: Administrator;
let other: Administrator;
let codes = 0;

beforeAll(async () => {
  api = await createTestApi();
  [admin, other] = await Promise.all([api.newAdministrator(), api.newAdministrator()]);
});
afterAll(() => api.close());

function code(prefix: string): string {
  codes += 1;
  return `${prefix}${codes}`;
}

function send<T>(operation: string, body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer<T>>(`/incidents/${operation}`, body, { token });
}

async function made<T>(operation: string, body: Record<string, unknown>, token = admin.token): Promise<T> {
  const answer = await send<T>(operation, body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

const newCategory = (fields: Record<string, unknown> = {}, token = admin.token) =>
  made<IncidentCategory>(
    'create-incident-category',
    { code: code('C'), description: 'Conduct', ...fields },
    token,
  );

const newType = (categoryId: string, fields: Record<string, unknown> = {}) =>
  made<IncidentType>('create-incident-type', {
    code: code('T'),
    description: 'Lateness',
    categoryId,
    rule: 'Handbook 4.2: arrive on time.',
    ...fields,
  });

const decisionsOf = async (token: string) =>
  (await made<IncidentDecision[]>('list-incident-decisions', { includeInactive: true }, token)).map(
    ({ id: _id, isActive: _isActive, affectsPay: _affectsPay, ...standard }) => standard,
  );

describe('the standard decisions', () => {
  test('a new employer starts with the eight, and only the suspension without pay affects pay', async () => {
    const decisions = await made<IncidentDecision[]>('list-incident-decisions', {});
    expect(decisions).toHaveLength(8);
    expect(await decisionsOf(admin.token)).toEqual(
      expect.arrayContaining(STANDARD_INCIDENT_DECISIONS.map((decision) => ({ ...decision }))),
    );
    expect(decisions.filter(({ affectsPay }) => affectsPay).map(({ kind }) => kind)).toEqual([
      'suspension-unpaid',
    ]);
  });

  test('migration 0036 gives an employer that existed before it the same eight', async () => {
    const { id: employerId } = await api.db
      .insertInto('employers')
      .values({ name: 'Older employer', country: 'Ghana' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0036_incident_setup.sql'), 'utf8');
    const seed = migration.slice(migration.indexOf('insert into incident_decisions'));
    // Kept to this employer, so the rows of the file's other employers stay as sign-up made them.
    const forThisEmployer = seed.trimEnd().replace(/;$/, ` where employers.id = '${employerId}';`);
    await sql.raw(forThisEmployer).execute(api.db);
    const { rows } = await sql<{
      code: string;
      description: string;
      kind: string;
      has_period: boolean;
      warning_live_months: number | null;
    }>`
      select code, description, kind, has_period, warning_live_months from incident_decisions
      where employer_id = ${employerId}`.execute(api.db);
    expect(
      rows.map((row) => ({
        code: row.code,
        description: row.description,
        kind: row.kind,
        hasPeriod: row.has_period,
        warningLiveMonths: row.warning_live_months,
      })),
    ).toEqual(expect.arrayContaining([...STANDARD_INCIDENT_DECISIONS]));
    expect(rows).toHaveLength(STANDARD_INCIDENT_DECISIONS.length);
  });
});

describe('categories', () => {
  test('red by default; a code is unique within the employer whatever its case, and another employer may reuse it', async () => {
    const first = await newCategory({ code: 'Gross' });
    expect(first.color).toBe('#F50000');
    const clash = await send('create-incident-category', { code: 'GROSS', description: 'Again' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      error: 'Code GROSS is already used by another incident category.',
      field: 'code',
    });
    await newCategory({ code: 'GROSS' }, other.token);

    const second = await newCategory();
    const renamed = await send('update-incident-category', { id: second.id, code: 'gross' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.field).toBe('code');
  });

  test('a code over 20 characters and a blank description are refused naming the field', async () => {
    const long = await send('create-incident-category', { code: 'C'.repeat(21), description: 'Conduct' });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('code');
    const blank = await send('create-incident-category', { code: code('C'), description: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('description');
  });

  test('one in use by a type is not deleted; once its type is gone it is', async () => {
    const category = await newCategory({ description: 'Timekeeping' });
    const type = await newType(category.id);
    const refused = await send('delete-incident-category', { id: category.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `${category.code} (Timekeeping) can't be deleted: 1 incident type is of this category. Deactivate it instead.`,
    );
    expect((await send('delete-incident-type', { id: type.id })).status).toBe(200);
    const deleted = await send('delete-incident-category', { id: category.id });
    expect(deleted.body.returnMessage).toBe(`Incident category ${category.code} (Timekeeping) was deleted.`);
  });

  test('an employee is offered only the active ones, whatever they ask', async () => {
    const inactive = await newCategory({ isActive: false });
    const employerId = admin.session.user.employerId;
    const employee = await api.newEmployeeUser(employerId);
    const seen = await made<IncidentCategory[]>(
      'list-incident-categories',
      { includeInactive: true },
      employee.token,
    );
    expect(seen.map(({ id }) => id)).not.toContain(inactive.id);
    const administrators = await made<IncidentCategory[]>('list-incident-categories', {
      includeInactive: true,
    });
    expect(administrators.map(({ id }) => id)).toContain(inactive.id);
  });
});

describe('types', () => {
  test('need a category of the employer that is active; a type keeps one deactivated after it was filed', async () => {
    const active = await newCategory();
    const inactive = await newCategory({ isActive: false });
    const theirs = await newCategory({}, other.token);

    const deactivated = await send('create-incident-type', {
      code: code('T'),
      description: 'Theft',
      categoryId: inactive.id,
      rule: 'Code of conduct 2.1',
    });
    expect(deactivated.status).toBe(400);
    expect(deactivated.body).toMatchObject({
      error: `Category ${inactive.code} is deactivated. Choose an active category.`,
      field: 'categoryId',
    });
    const foreign = await send('create-incident-type', {
      code: code('T'),
      description: 'Theft',
      categoryId: theirs.id,
      rule: 'Code of conduct 2.1',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ error: 'There is no such incident category.', field: 'categoryId' });

    const type = await newType(active.id, { defaultSeverity: 'Gross' });
    expect(type).toMatchObject({ categoryId: active.id, defaultSeverity: 'Gross', isActive: true });
    await made('update-incident-category', { id: active.id, isActive: false });
    const edited = await made<IncidentType>('update-incident-type', { id: type.id, rule: 'Handbook 4.3' });
    expect(edited).toMatchObject({ categoryId: active.id, rule: 'Handbook 4.3' });
    const moved = await send('update-incident-type', { id: type.id, categoryId: inactive.id });
    expect(moved.body.field).toBe('categoryId');
  });

  test('a rule over 200 characters is refused naming the field', async () => {
    const category = await newCategory();
    const answer = await send('create-incident-type', {
      code: code('T'),
      description: 'Theft',
      categoryId: category.id,
      rule: 'R'.repeat(201),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('rule');
  });
});

describe('decisions', () => {
  test('the kind is fixed; the rest is the employer’s to change', async () => {
    const [written] = (await made<IncidentDecision[]>('list-incident-decisions', {})).filter(
      ({ description }) => description === 'Written warning',
    );
    if (!written) throw new Error('No written warning was seeded.');
    const changed = await send('update-incident-decision', { id: written.id, kind: 'dismissal' });
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ error: KIND_IS_FIXED, field: 'kind' });
    const longer = await made<IncidentDecision>('update-incident-decision', {
      id: written.id,
      kind: 'warning',
      description: 'Formal written warning',
      warningLiveMonths: 18,
    });
    expect(longer).toMatchObject({
      kind: 'warning',
      description: 'Formal written warning',
      warningLiveMonths: 18,
    });
    const none = await send('update-incident-decision', { id: written.id, warningLiveMonths: null });
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('warningLiveMonths');
  });

  test('a new one of an existing kind: a suspension has a period, only a warning keeps live months', async () => {
    const unpaid = await send('create-incident-decision', {
      code: code('D'),
      description: 'Short suspension',
      kind: 'suspension-unpaid',
      hasPeriod: false,
    });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.field).toBe('hasPeriod');
    const demotion = await made<IncidentDecision>('create-incident-decision', {
      code: code('D'),
      description: 'Demotion for a year',
      kind: 'demotion',
      hasPeriod: true,
      warningLiveMonths: 12,
    });
    expect(demotion).toMatchObject({ hasPeriod: true, warningLiveMonths: null, affectsPay: false });
  });
});

describe('another employer’s rows', () => {
  test('are the 404 of an id that does not exist, and never listed', async () => {
    const category = await newCategory();
    const type = await newType(category.id);
    const [decision] = await made<IncidentDecision[]>('list-incident-decisions', {});
    for (const [operation, id] of [
      ['update-incident-category', category.id],
      ['delete-incident-category', category.id],
      ['update-incident-type', type.id],
      ['delete-incident-type', type.id],
      ['update-incident-decision', decision?.id],
      ['delete-incident-decision', decision?.id],
    ] as const) {
      const answer = await send(operation, { id }, other.token);
      expect(answer.status, operation).toBe(404);
    }
    const theirs = await made<IncidentType[]>('list-incident-types', { includeInactive: true }, other.token);
    expect(theirs.map(({ id }) => id)).not.toContain(type.id);
  });
});
