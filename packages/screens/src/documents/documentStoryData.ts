import type { PersonRef } from '../incident/incidentCase.ts';
import type {
  DocumentRequestDetail,
  DocumentRequestItem,
  DocumentRequestRow,
  DocumentReviewItem,
  DocumentSignOff,
  DocumentSignOffStep,
  DocumentVersion,
  EmployeeDocumentItem,
  MyDocumentItem,
} from './documentRequests.ts';

const amina: PersonRef = { id: 'emp-1', name: 'Amina Mwangi', employeeNo: 'E-0012' };
const brian: PersonRef = { id: 'emp-2', name: 'Brian Otieno', employeeNo: 'E-0031' };
const chloe: PersonRef = { id: 'emp-3', name: 'Chloe Njeri', employeeNo: 'E-0044' };
const david: PersonRef = { id: 'emp-4', name: 'David Kiptoo', employeeNo: 'E-0057' };
const grace: PersonRef = { id: 'emp-5', name: 'Grace Wambui', employeeNo: 'E-0002' };

export const requestRows: DocumentRequestRow[] = [
  {
    id: 'req-id',
    title: 'National ID copy',
    dueDate: '2026-12-10',
    doneCount: 1,
    itemCount: 4,
    overdueCount: 2,
  },
  {
    id: 'req-policy',
    title: 'Signed leave policy',
    dueDate: '2026-12-20',
    doneCount: 3,
    itemCount: 3,
    overdueCount: 0,
  },
];

/** In the server's order: overdue first, then by due day. Amina's is due first but sent, so not overdue. */
export const idRequest: DocumentRequestDetail = {
  ...(requestRows[0] as DocumentRequestRow),
  description: 'A clear copy of both sides of your national ID card, for the statutory returns.',
};

/** The request's items in the server's order: overdue first, then by due day. */
export const idRequestItems: DocumentRequestItem[] = [
  { id: 'item-d', employee: david, state: 'rejected', dueDate: '2026-11-30', isOverdue: true },
  { id: 'item-b', employee: brian, state: 'requested', dueDate: '2026-12-01', isOverdue: true },
  { id: 'item-a', employee: amina, state: 'submitted', dueDate: '2026-11-28', isOverdue: false },
  { id: 'item-c', employee: chloe, state: 'approved', dueDate: '2026-12-10', isOverdue: false },
];

const hash = (digit: string) => digit.repeat(64);
const PNG_DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

const version = (
  number: number,
  fileName: string,
  mediaType: string,
  uploadedAt: string,
  digit: string,
  uploadedBy: PersonRef = amina,
): DocumentVersion => ({
  number,
  fileName,
  size: 180_000 + number * 1000,
  mediaType,
  uploadedBy: uploadedBy.name,
  uploadedAt,
  hash: hash(digit),
  fileId: `file-${digit}`,
});

/** In the server's order: the oldest first. */
export const reviewItems: DocumentReviewItem[] = [
  {
    id: 'item-a',
    employee: amina,
    request: { id: 'req-id', title: 'National ID copy' },
    state: 'submitted',
    submittedAt: '2026-12-01T08:15:00Z',
    versions: [
      version(1, 'id-front.png', 'image/png', '2026-11-28T16:00:00Z', 'a'),
      version(2, 'id-both-sides.pdf', 'application/pdf', '2026-12-01T08:15:00Z', 'b'),
    ],
    previewUrl: null,
    signOff: null,
  },
  {
    id: 'item-f',
    employee: brian,
    request: { id: 'req-id', title: 'National ID copy' },
    state: 'submitted',
    submittedAt: '2026-12-01T12:00:00Z',
    versions: [version(1, 'id-brian.png', 'image/png', '2026-12-01T12:00:00Z', 'd', brian)],
    previewUrl: PNG_DOT,
    signOff: null,
  },
  {
    id: 'item-e',
    employee: grace,
    request: { id: 'req-policy', title: 'Signed leave policy' },
    state: 'submitted',
    submittedAt: '2026-12-02T09:30:00Z',
    versions: [
      version(
        1,
        'leave-policy-signed.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        '2026-12-02T09:30:00Z',
        'c',
        grace,
      ),
    ],
    previewUrl: null,
    signOff: null,
  },
];

/** The first step's and the second's approvers: the line manager, then either of HR. */
const LINE_MANAGER = 'Kwame Asante';
const HR = ['Grace Wambui', 'David Kiptoo'];
const policyHash = hash('e');
const undecided = (position: number, approvers: readonly string[]): DocumentSignOffStep => ({
  position,
  approvers,
  decision: null,
  decidedBy: null,
  decidedAt: null,
  hash: null,
  comment: null,
});
const signed = (position: number, by: string, at: string): DocumentSignOffStep => ({
  position,
  approvers: [],
  decision: 'signed',
  decidedBy: by,
  decidedAt: at,
  hash: policyHash,
  comment: null,
});

/** A two-step sign-off of Chloe's staff handbook policy, version 1, at each point it can stand. */
export const signOffs = {
  waitingAtStep1: {
    version: 1,
    status: 'waiting',
    steps: [undecided(1, [LINE_MANAGER]), undecided(2, HR)],
  },
  waitingAtStep2: {
    version: 1,
    status: 'waiting',
    steps: [signed(1, LINE_MANAGER, '2026-12-02T10:05:00Z'), undecided(2, HR)],
  },
  signed: {
    version: 1,
    status: 'signed',
    steps: [
      signed(1, LINE_MANAGER, '2026-12-02T10:05:00Z'),
      signed(2, 'Grace Wambui', '2026-12-02T14:30:00Z'),
    ],
  },
  rejected: {
    version: 1,
    status: 'rejected',
    steps: [
      signed(1, LINE_MANAGER, '2026-12-02T10:05:00Z'),
      {
        ...undecided(2, []),
        decision: 'rejected',
        decidedBy: 'Grace Wambui',
        decidedAt: '2026-12-02T14:30:00Z',
        hash: policyHash,
        comment: 'Page 3 is not signed.',
      },
    ],
  },
} satisfies Record<string, DocumentSignOff>;

/** Chloe's staff handbook policy in the queue, signed off step by step, standing as `signOff` says. */
export function signOffReviewItem(
  signOff: DocumentSignOff,
  state: DocumentReviewItem['state'] = 'submitted',
): DocumentReviewItem {
  return {
    id: 'item-h',
    employee: chloe,
    request: { id: 'req-handbook', title: 'Staff handbook policy' },
    state,
    submittedAt: '2026-12-02T09:00:00Z',
    versions: [version(1, 'staff-handbook.pdf', 'application/pdf', '2026-12-02T09:00:00Z', 'e', chloe)],
    previewUrl: null,
    signOff,
  };
}

export const reviewRequests = requestRows.map(({ id, title }) => ({ id, title }));

export const myItems: MyDocumentItem[] = [
  {
    id: 'item-policy',
    title: 'Signed leave policy',
    description: 'Sign the last page and upload it.',
    dueDate: '2026-12-20',
    state: 'approved',
    isOverdue: false,
    rejectionReason: null,
    acceptedTypes: ['application/pdf'],
    maxSize: 5_000_000,
    latestFileName: 'leave-policy-signed.pdf',
    expires: false,
    signOff: null,
  },
  {
    id: 'item-d',
    title: 'National ID copy',
    description: 'A clear copy of both sides of your national ID card, for the statutory returns.',
    dueDate: '2026-11-30',
    state: 'rejected',
    isOverdue: true,
    rejectionReason: 'Only the front is on it; send both sides.',
    acceptedTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    maxSize: 2_000_000,
    latestFileName: 'id-front.png',
    expires: false,
    signOff: null,
  },
];

/** A first aid certificate asked for again: it expires, so its upload gives the certificate's own expiry day. */
export const expiringItem: MyDocumentItem = {
  id: 'item-first-aid',
  title: 'First aid certificate',
  description: 'Your current certificate.',
  dueDate: '2026-12-15',
  state: 'expired',
  isOverdue: false,
  rejectionReason: null,
  acceptedTypes: ['application/pdf'],
  maxSize: 5_000_000,
  latestFileName: 'first-aid-2025.pdf',
  expires: true,
  signOff: null,
};

const handbook = (id: string, signOff: DocumentSignOff, state: MyDocumentItem['state']): MyDocumentItem => ({
  id,
  title: 'Staff handbook policy',
  description: 'Read the handbook, sign it and upload it; your line manager and HR sign it off.',
  dueDate: '2026-12-18',
  state,
  isOverdue: false,
  rejectionReason: null,
  acceptedTypes: ['application/pdf'],
  maxSize: 5_000_000,
  latestFileName: 'staff-handbook.pdf',
  expires: false,
  signOff,
});

/** The reader's items signed off step by step: one half-way, last year's signed off. */
export const mySignOffItems: MyDocumentItem[] = [
  handbook('item-h', signOffs.waitingAtStep2, 'submitted'),
  { ...handbook('item-h-2025', signOffs.signed, 'approved'), title: 'Staff handbook policy 2025' },
];

/** Amina's documents on her record, overdue first: one overdue, one approved that expired, one approved. */
export const employeeDocuments: EmployeeDocumentItem[] = [
  {
    id: 'item-d',
    title: 'National ID copy',
    state: 'rejected',
    dueDate: '2026-11-30',
    isOverdue: true,
    expiresOn: null,
    latest: version(1, 'id-front.png', 'image/png', '2026-11-28T16:00:00Z', 'a'),
  },
  {
    id: 'item-permit',
    title: 'Work permit',
    state: 'expired',
    dueDate: '2025-06-30',
    isOverdue: false,
    expiresOn: '2026-11-15',
    latest: version(1, 'work-permit.pdf', 'application/pdf', '2025-06-20T10:00:00Z', 'e'),
  },
  {
    id: 'item-first-aid',
    title: 'First aid certificate',
    state: 'approved',
    dueDate: '2026-10-01',
    isOverdue: false,
    expiresOn: '2027-09-30',
    latest: version(2, 'first-aid-2026.pdf', 'application/pdf', '2026-09-28T09:00:00Z', 'f'),
  },
  {
    id: 'item-policy',
    title: 'Signed leave policy',
    state: 'requested',
    dueDate: '2026-12-20',
    isOverdue: false,
    expiresOn: null,
    latest: null,
  },
];

/**
 * A real PDF of `pageCount` pages (300 × 400 points), each a dark bar and the words "Page n", for the
 * preview's stories: ASCII, built here so the bytes are plain to read, their cross-reference offsets counted.
 */
export function samplePdf(pageCount: number): string {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const fontObject = 3;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: string[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const content = `0.1 0.1 0.3 rg 30 300 240 60 re f BT /F1 24 Tf 30 250 Td (Page ${page}) Tj ET`;
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const contentObject = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents ${contentObject} 0 R /Resources << /Font << /F1 ${fontObject} 0 R >> >> >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pageCount} >>`;
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return text;
}

/** Bytes as the app hands them to the preview: an object URL. */
export const pdfPreviewUrl = (bytes: string) =>
  URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));

export const pdfVersion = version(
  1,
  'leave-policy-signed.pdf',
  'application/pdf',
  '2026-12-02T09:30:00Z',
  'c',
  grace,
);
