import type { DocumentAcknowledgements, SharedDocument } from './sharedDocument.ts';

const nobodyElse = { lineManager: false, headOfDepartment: false, headOfBranch: false };

export const reviewForm = {
  id: 'file-review',
  name: 'Probation review form.pdf',
  mediaType: 'application/pdf',
  size: 64_000,
};

export const sharedDocuments: readonly SharedDocument[] = [
  {
    id: 'doc-review',
    title: 'Probation review form',
    category: 'HR',
    content:
      'Fill in **part 1** before your review.\n\n- Bring it signed\n- See the [guide](https://example.com/guide)',
    attachments: [reviewForm],
    scope: 'selected-employee',
    employeeId: 'emp-ama',
    employeeName: 'Ama Mensah',
    shareWith: { lineManager: true, headOfDepartment: true, headOfBranch: false },
    authorName: 'Abena Boateng',
    createdAt: '2026-11-24T09:15:00Z',
    updatedAt: '2026-11-24T09:15:00Z',
    acknowledgedAt: null,
    acknowledgedCount: 1,
    recipientCount: 3,
  },
  {
    id: 'doc-remote',
    title: 'Remote work policy',
    category: 'HR',
    content: 'Please read the **remote work policy** and acknowledge it.',
    attachments: [],
    scope: 'all-employees',
    employeeId: null,
    employeeName: null,
    shareWith: nobodyElse,
    authorName: 'Kwame Asante',
    createdAt: '2026-11-20T14:00:00Z',
    updatedAt: '2026-11-20T14:00:00Z',
    acknowledgedAt: '2026-11-21T08:30:00Z',
    acknowledgedCount: 12,
    recipientCount: 40,
  },
  {
    id: 'doc-budget',
    title: 'Budget template 2027',
    category: 'Finance',
    content: '',
    attachments: [],
    scope: 'employer',
    employeeId: null,
    employeeName: null,
    shareWith: nobodyElse,
    authorName: 'Abena Boateng',
    createdAt: '2026-11-18T10:00:00Z',
    updatedAt: '2026-11-18T10:00:00Z',
    acknowledgedAt: null,
    acknowledgedCount: 0,
    recipientCount: 0,
  },
];

/** What an employee sees: nothing kept for the employer. */
export const mySharedDocuments = sharedDocuments.filter((document) => document.scope !== 'employer');

export const reviewAcknowledgements: DocumentAcknowledgements = {
  acknowledgedCount: 1,
  recipientCount: 3,
  items: [
    {
      userId: 'user-kofi',
      employeeId: 'emp-kofi',
      name: 'Kofi Owusu',
      reason: 'head-of-department',
      acknowledgedAt: null,
    },
    {
      userId: 'user-yaw',
      employeeId: 'emp-yaw',
      name: 'Yaw Darko',
      reason: 'line-manager',
      acknowledgedAt: null,
    },
    {
      userId: 'user-ama',
      employeeId: 'emp-ama',
      name: 'Ama Mensah',
      reason: 'employee',
      acknowledgedAt: '2026-11-25T10:15:00Z',
    },
  ],
};

export const storyEmployees = [
  { id: 'emp-ama', name: 'Ama Mensah' },
  { id: 'emp-kofi', name: 'Kofi Owusu' },
  { id: 'emp-yaw', name: 'Yaw Darko' },
];
