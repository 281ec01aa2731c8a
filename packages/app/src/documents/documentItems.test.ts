import type { DocumentItem, DocumentRequest } from '@hr/api';
import { documentRequestFormSchema } from '@hr/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toCreateRequest, toMyItem, toRequestRow, toReviewItem, toSignOff } from './documentItems.ts';

const file = (name: string, id: string) => ({ id, name, mediaType: 'image/png' as const, size: 2048 });

/** Amina's national ID: rejected once, then a second version sent. */
const item: DocumentItem = {
  id: 'item-1',
  requestId: 'request-1',
  title: 'National ID copy',
  description: 'Both sides.',
  employee: { id: 'emp-1', name: 'Amina Mwangi', employeeNo: 'E-0012' },
  state: 'rejected',
  dueOn: '2026-12-10',
  overdue: true,
  expires: false,
  allowedTypes: ['application/pdf', 'image/png'],
  maxSizeMib: 5,
  versions: [
    {
      number: 1,
      file: file('front.png', 'file-1'),
      sha256: 'a'.repeat(64),
      uploadedBy: 'Amina Mwangi',
      uploadedAt: '2026-12-01T08:00:00Z',
      expiresOn: null,
    },
    {
      number: 2,
      file: file('both.png', 'file-2'),
      sha256: 'b'.repeat(64),
      uploadedBy: 'Grace Wambui',
      uploadedAt: '2026-12-02T09:30:00Z',
      expiresOn: null,
    },
  ],
  lastDecision: {
    decision: 'rejected',
    version: 2,
    reason: 'The back is cut off.',
    reviewedBy: 'Kofi Mensah',
    reviewedAt: '2026-12-02T10:00:00Z',
  },
  expiresOn: null,
  signOff: null,
};

describe('toMyItem', () => {
  it('gives the reviewer’s reason while the item stands rejected, the request’s size in bytes and the latest file', () => {
    expect(toMyItem(item)).toMatchObject({
      rejectionReason: 'The back is cut off.',
      maxSize: 5 * 1024 * 1024,
      latestFileName: 'both.png',
      acceptedTypes: ['application/pdf', 'image/png'],
      isOverdue: true,
    });
  });

  // A new upload puts the item back to Submitted: the old rejection no longer speaks for it.
  it('drops the reason once a new version is submitted', () => {
    expect(toMyItem({ ...item, state: 'submitted' }).rejectionReason).toBeNull();
  });
});

describe('toReviewItem', () => {
  it('waits since its latest upload, every version named by its stored file, the preview only when given', () => {
    const review = toReviewItem(item);
    expect(review.submittedAt).toBe('2026-12-02T09:30:00Z');
    expect(review.request).toEqual({ id: 'request-1', title: 'National ID copy' });
    expect(review.versions.map((version) => [version.number, version.fileId, version.uploadedBy])).toEqual([
      [1, 'file-1', 'Amina Mwangi'],
      [2, 'file-2', 'Grace Wambui'],
    ]);
    expect(review.previewUrl).toBeNull();
    expect(toReviewItem(item, 'blob:preview').previewUrl).toBe('blob:preview');
  });
});

describe('toRequestRow', () => {
  it('counts the approved items as done, out of the items the reader reaches', () => {
    const request = {
      id: 'request-1',
      title: 'National ID copy',
      dueOn: '2026-12-10',
      counts: { total: 2, submitted: 0, approved: 1, outstanding: 1, overdue: 1 },
    } as DocumentRequest;
    expect(toRequestRow(request)).toEqual({
      id: 'request-1',
      title: 'National ID copy',
      dueDate: '2026-12-10',
      doneCount: 1,
      itemCount: 2,
      overdueCount: 1,
    });
  });
});

describe('toCreateRequest', () => {
  it('sends the form’s values as the operation takes them', () => {
    const values = v.parse(documentRequestFormSchema('2026-12-01'), {
      title: 'National ID copy',
      description: '',
      audience: 'department',
      employeeIds: ['emp-1'],
      departmentId: 'dept-1',
      allowedTypes: ['application/pdf', 'image/png'],
      maxSizeMib: '5',
      dueOn: '2026-12-10',
      expires: false,
      remindDaysBefore: '',
    });
    expect(toCreateRequest(values)).toEqual({
      title: 'National ID copy',
      description: '',
      audience: 'department',
      employeeIds: [],
      departmentId: 'dept-1',
      allowedTypes: ['application/pdf', 'image/png'],
      maxSizeMib: 5,
      dueOn: '2026-12-10',
      expires: false,
      remindDaysBefore: null,
      signOffWorkflowId: null,
    });
  });
});

describe('toSignOff', () => {
  it('carries each step as decided, with the SHA-256 of the version it signed, and none for a single review', () => {
    const step = { position: 1, approvers: [], decidedBy: 'Mansa Owusu', decidedAt: '2026-12-03T10:00:00Z' };
    expect(
      toSignOff({
        version: 1,
        status: 'waiting',
        steps: [
          { ...step, decision: 'signed', sha256: 'c'.repeat(64), comment: null },
          {
            position: 2,
            approvers: ['Ada Lovelace'],
            decision: null,
            decidedBy: null,
            decidedAt: null,
            sha256: null,
            comment: null,
          },
        ],
      })?.steps.map(({ position, decision, hash }) => [position, decision, hash]),
    ).toEqual([
      [1, 'signed', 'c'.repeat(64)],
      [2, null, null],
    ]);
    expect(toMyItem({ ...item, signOff: null } as DocumentItem).signOff).toBeNull();
  });
});
