import { expect } from 'vitest';
import type { Session } from '../contract-types.ts';
import { placeInBranch } from '../test-support/employee-fixtures.ts';
import type { TestApi } from '../test-support/test-api.ts';
import type {
  DocumentAcknowledgements,
  SharedDocument,
  SharedDocumentPage,
} from './shared-document-types.ts';

/**
 * What the shared document tests share: calls by path, and an employer whose organisation gives every
 * Share With switch someone to show to. Eve is the employee documents are shared with; Mo is her line
 * manager; Hana heads Engineering, Eve's department; Bob heads Accra, Eve's branch; Cal works beside
 * Eve (same department, same branch, same manager's peer) and is none of those. Each has an account.
 */

export type Answer<T> = { status: number; body: { returnObject: T; error?: string; field?: string } };

export function documentCalls(api: TestApi) {
  const call = <T>(path: string, body: unknown, token: string) =>
    api.call(`/team/${path}`, body, { token }) as Promise<Answer<T>>;
  return {
    create: (token: string, body: Record<string, unknown>) =>
      call<SharedDocument>(
        'create-shared-document',
        { category: 'HR', scope: 'all-employees', ...body },
        token,
      ),
    update: (token: string, body: Record<string, unknown>) =>
      call<SharedDocument>('update-shared-document', body, token),
    get: (token: string, id: string) => call<SharedDocument>('get-shared-document', { id }, token),
    list: (token: string, body: Record<string, unknown> = {}) =>
      call<SharedDocumentPage>('list-shared-documents', body, token),
    remove: (token: string, id: string) => call<unknown>('delete-shared-document', { id }, token),
    acknowledge: (token: string, id: string) =>
      call<SharedDocument>('acknowledge-shared-document', { id }, token),
    acknowledgements: (token: string, id: string) =>
      call<DocumentAcknowledgements>('list-document-acknowledgements', { id }, token),
  };
}

/** Creates a document and answers it, failing the test when the server refuses. */
export async function shared(
  api: TestApi,
  token: string,
  body: Record<string, unknown>,
): Promise<SharedDocument> {
  const answer = await documentCalls(api).create(token, { title: 'Policy', ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

/** The whole of a document as update-shared-document takes it, changed by `changes`. */
export function updateOf(document: SharedDocument, changes: Record<string, unknown> = {}) {
  return {
    id: document.id,
    title: document.title,
    category: document.category,
    content: document.content,
    scope: document.scope,
    employeeId: document.employeeId,
    shareWith: document.shareWith,
    ...changes,
  };
}

export type Person = 'eve' | 'mo' | 'hana' | 'bob' | 'cal';
export const PEOPLE: readonly Person[] = ['eve', 'mo', 'hana', 'bob', 'cal'];
const NAMES: Record<Person, [string, string]> = {
  eve: ['Eve', 'Marsh'],
  mo: ['Mo', 'Salah'],
  hana: ['Hana', 'Ito'],
  bob: ['Bob', 'Mensah'],
  cal: ['Cal', 'Reyes'],
};

export interface Organisation {
  admin: { token: string; session: Session };
  employerId: string;
  /** Each person's employee record id, user id, sign-in token and name. */
  people: Record<Person, { employeeId: string; userId: string; token: string; name: string }>;
}

/** A new employer with the organisation described above. */
export async function organisation(api: TestApi): Promise<Organisation> {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const department = await api.call<{ returnObject: { id: string } }>(
    '/employer/create-department',
    { code: 'ENG', name: 'Engineering' },
    { token: admin.token },
  );
  const departmentId = department.body.returnObject.id;
  const record = async (person: Person, sections: Record<string, unknown> = {}) => {
    const [firstName, lastName] = NAMES[person];
    return api.addEmployee(admin.token, { firstName, lastName, department: departmentId }, sections);
  };
  const mo = await record('mo');
  const hana = await record('hana');
  const bob = await record('bob');
  const managedByMo = {
    job: { title: null, employmentType: null, workLocation: null, lineManagerId: mo.id },
  };
  const eve = await record('eve', managedByMo);
  const cal = await record('cal');
  await api.call(
    '/employer/update-department',
    { id: departmentId, headEmployeeId: hana.id },
    { token: admin.token },
  );
  const branch = await api.call<{ returnObject: { id: string } }>(
    '/employer/create-branch',
    { code: 'ACC', name: 'Accra', headEmployeeId: bob.id },
    { token: admin.token },
  );
  expect(branch.status, JSON.stringify(branch.body)).toBe(200);
  await placeInBranch(api, employerId, branch.body.returnObject.id, [eve.id, cal.id]);
  const records = { eve, mo, hana, bob, cal };
  const people = {} as Organisation['people'];
  for (const person of PEOPLE) {
    const user = await api.newEmployeeUser(employerId, records[person].id);
    people[person] = {
      employeeId: records[person].id,
      userId: user.userId,
      token: user.token,
      name: NAMES[person].join(' '),
    };
  }
  return { admin, employerId, people };
}
