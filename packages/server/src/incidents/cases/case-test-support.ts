import { afterAll, beforeAll, expect } from 'vitest';
import type {
  IncidentCase,
  IncidentCasePage,
  IncidentHearingListing,
  ReportedIncidentCase,
} from '../../contract-types.ts';
import { upload } from '../../team/announcement-test-support.ts';
import { type StaffMember, staffInTwoDepartments } from '../../test-support/custom-roles.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/**
 * What the case tests share: an employer with two departments and a person for every relation to a
 * case. In Engineering: Eve (the subject), Wes (a witness), Ivy (the investigator), Pat (the hearing
 * panel), Abe (the appeal panel), Rex (who reports) and Cal (a colleague, on nothing); Hana heads
 * Engineering and manages its incidents (incidents read and update at her department). Olu heads
 * Operations with the same role, so Engineering's cases are not his.
 */

export type Answer<T> = { status: number; body: { returnObject: T; error?: string; field?: string } };

export const PEOPLE = ['eve', 'wes', 'ivy', 'pat', 'abe', 'rex', 'cal', 'hana', 'olu'] as const;
export type Person = (typeof PEOPLE)[number];

export interface CaseWorld {
  adminToken: string;
  adminUserId: string;
  employerId: string;
  people: Record<Person, StaffMember>;
  typeId: string;
  decisions: Record<string, string>;
}

const INCIDENT_MANAGER = { incidents: { read: 'department', update: 'department' } } as const;

export async function caseWorld(api: TestApi): Promise<CaseWorld> {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const token = admin.token;
  const { engineering, operations, people } = await staffInTwoDepartments(
    api,
    { token, employerId },
    {
      people: PEOPLE,
      inOperations: ['olu'],
      withRole: ['hana', 'olu'],
      roleName: (person) => `Incidents (${person})`,
      grid: INCIDENT_MANAGER,
    },
  );
  for (const [id, head] of [
    [engineering, people.hana.employeeId],
    [operations, people.olu.employeeId],
  ] as const) {
    await api.call('/employer/update-department', { id, headEmployeeId: head }, { token });
  }
  const category = await api.call<{ returnObject: { id: string } }>(
    '/incidents/create-incident-category',
    { code: 'MIS', description: 'Misconduct' },
    { token },
  );
  const type = await api.call<{ returnObject: { id: string } }>(
    '/incidents/create-incident-type',
    {
      code: 'LATE',
      description: 'Lateness',
      categoryId: category.body.returnObject.id,
      rule: 'Handbook 4.2',
    },
    { token },
  );
  expect(type.status, JSON.stringify(type.body)).toBe(200);
  const decisions = await api.call<{ returnObject: { id: string; code: string }[] }>(
    '/incidents/list-incident-decisions',
    {},
    { token },
  );
  return {
    adminToken: token,
    adminUserId: admin.session.user.id,
    employerId,
    people,
    typeId: type.body.returnObject.id,
    decisions: Object.fromEntries(decisions.body.returnObject.map((row) => [row.code, row.id])),
  };
}

export function caseCalls(api: TestApi) {
  const call = <T>(path: string, body: unknown, token?: string) =>
    api.call(`/incidents/${path}`, body, token ? { token } : {}) as Promise<Answer<T>>;
  return {
    report: (token: string, body: Record<string, unknown>) =>
      call<ReportedIncidentCase>('report-incident-case', body, token),
    get: (token: string, id: string) => call<IncidentCase>('get-incident-case', { id }, token),
    list: (token: string, body: Record<string, unknown> = {}) =>
      call<IncidentCasePage>('list-incident-cases', body, token),
    update: (token: string, body: Record<string, unknown>) =>
      call<IncidentCase>('update-incident-case', body, token),
    move: (token: string, id: string, move: Record<string, unknown>) =>
      call<IncidentCase>('move-incident-case', { id, move }, token),
    hearings: (token: string, from: string, to: string) =>
      call<IncidentHearingListing[]>('list-incident-hearings', { from, to }, token),
    followUp: (code: string) => call<IncidentCase>('follow-up-anonymous-report', { code }),
    withdraw: (code: string) => call<IncidentCase>('withdraw-anonymous-report', { code }),
    download: (token: string, id: string) => api.call('/files/download-attachment', { id }, { token }),
  };
}

/** Reports a case about Eve with Wes as witness, failing the test when refused. */
export async function reported(
  api: TestApi,
  world: CaseWorld,
  reporter: Person,
  body: Record<string, unknown> = {},
): Promise<ReportedIncidentCase> {
  const token = world.people[reporter].token;
  const file = await upload(api, token, 'shift-log.pdf');
  const answer = await caseCalls(api).report(token, {
    typeId: world.typeId,
    occurredFrom: '2026-11-02',
    occurredTo: '2026-11-20',
    summary: 'Late for the morning shift eleven times.',
    story: 'The shift log shows arrivals after **08:30**.',
    subjectIds: [world.people.eve.employeeId],
    witnessIds: [world.people.wes.employeeId],
    attachmentIds: [file.id],
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

/** A mutable clock for the process's days: `set('2026-12-01')` moves the server's today. */
export function settableClock(start: string) {
  let now = new Date(`${start}T09:00:00Z`);
  return {
    clock: () => now,
    set(day: string) {
      now = new Date(`${day}T09:00:00Z`);
    },
  };
}

/**
 * A test file's server on a clock it moves, its case world and calls, set up once before its tests
 * and closed after them; the accessors read them once set up.
 */
export function caseSuite(start: string) {
  const days = settableClock(start);
  let api: TestApi;
  let world: CaseWorld;
  let calls: ReturnType<typeof caseCalls>;
  beforeAll(async () => {
    api = await createTestApi({ clock: days.clock });
    world = await caseWorld(api);
    calls = caseCalls(api);
  });
  afterAll(() => api.close());
  return {
    days,
    api: () => api,
    world: () => world,
    calls: () => calls,
    token: (person: Person) => world.people[person].token,
    idOf: (person: Person) => world.people[person].employeeId,
    /** A move by the person the process gives it to (or the administrator), failing the test unless 200. */
    async moved(person: Person | 'admin', id: string, move: Record<string, unknown>) {
      const token = person === 'admin' ? world.adminToken : world.people[person].token;
      const answer = await calls.move(token, id, move);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.returnObject;
    },
  };
}
