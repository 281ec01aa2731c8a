import { expect } from 'vitest';
import type { Attachment, DocumentItem, DocumentItemPage, DocumentRequest } from '../contract-types.ts';
import { type StaffMember, staffInTwoDepartments } from '../test-support/custom-roles.ts';
import { minimalPdf } from '../test-support/sample-files.ts';
import type { TestApi } from '../test-support/test-api.ts';

/**
 * What the document tests share: an employer with Engineering and Operations. In Engineering: Ada and
 * Ben (employees with accounts), Hal (documents read, create, update and approve for his department);
 * in Operations: Ola, with the same role for hers, so Engineering's items are not hers. Another
 * employer's administrator reaches none of it.
 */

export type Answer<T> = { status: number; body: { returnObject: T; error?: string; field?: string } };

export const PEOPLE = ['ada', 'ben', 'hal', 'ola'] as const;
export type Person = (typeof PEOPLE)[number];

export interface DocumentWorld {
  adminToken: string;
  employerId: string;
  engineering: string;
  people: Record<Person, StaffMember>;
  otherAdminToken: string;
}

const DEPARTMENT_HR = {
  documents: { read: 'department', create: 'department', update: 'department', approve: 'department' },
} as const;

export async function documentWorld(api: TestApi): Promise<DocumentWorld> {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const token = admin.token;
  const { engineering, people } = await staffInTwoDepartments(
    api,
    { token, employerId },
    {
      people: PEOPLE,
      inOperations: ['ola'],
      withRole: ['hal', 'ola'],
      roleName: (person) => `HR (${person})`,
      grid: DEPARTMENT_HR,
    },
  );
  const other = await api.newAdministrator();
  return { adminToken: token, employerId, engineering, people, otherAdminToken: other.token };
}

export function documentCalls(api: TestApi) {
  const call = <T>(path: string, body: unknown, token: string) =>
    api.call(`/documents/${path}`, body, { token }) as Promise<Answer<T>>;
  return {
    create: (token: string, body: Record<string, unknown>) =>
      call<DocumentRequest>('create-document-request', body, token),
    requests: (token: string, body: Record<string, unknown> = {}) =>
      call<{ items: DocumentRequest[]; total: number }>('list-document-requests', body, token),
    items: (token: string, id: string, page: { page?: number; pageSize?: number } = {}) =>
      call<DocumentItemPage>('list-document-request-items', { id, ...page }, token),
    mine: (token: string) => call<DocumentItemPage>('list-my-document-items', {}, token),
    queue: (token: string) => call<DocumentItemPage>('list-document-review-queue', {}, token),
    upload: (token: string, body: Record<string, unknown>) =>
      call<DocumentItem>('upload-document-version', body, token),
    review: (token: string, body: Record<string, unknown>) =>
      call<DocumentItem>('review-document-item', body, token),
    file: async (token: string, name = 'id-card.pdf', bytes: Uint8Array<ArrayBuffer> = minimalPdf()) => {
      const answer = await api.call<{ returnObject: Attachment; error?: string }>(
        '/files/upload-attachment',
        undefined,
        {
          token,
          rawBody: bytes,
          headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
        },
      );
      return answer;
    },
  };
}

/** An upload of `token`'s that must be accepted by the store. */
export async function storedFile(
  api: TestApi,
  token: string,
  name?: string,
  bytes?: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const answer = await documentCalls(api).file(token, name, bytes);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.id;
}
