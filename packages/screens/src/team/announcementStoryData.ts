import type { Announcement } from './announcement.ts';

/** The day the stories' dialogs offer for a new announcement. */
export const STORY_TODAY = '2026-11-26';

const policyPdf = {
  id: 'file-policy',
  name: 'Holiday policy 2027.pdf',
  mediaType: 'application/pdf',
  size: 248_000,
};

export const announcements: readonly Announcement[] = [
  {
    id: 'ann-holidays',
    title: 'Office closed over the holidays',
    effectiveDate: '2026-12-01',
    published: true,
    notifyEmployees: true,
    content:
      '## Closing days\n\nThe office closes from **24 December** to 2 January.\n\n- Payroll runs on 20 December\n- See the [holiday policy](https://example.com/policy)',
    attachments: [policyPdf],
    authorName: 'Abena Boateng',
    createdAt: '2026-11-20T09:15:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    notifiedAt: '2026-12-01T00:00:00Z',
    readCount: 12,
    audience: 40,
    read: false,
  },
  {
    id: 'ann-canteen',
    title: 'New canteen hours',
    effectiveDate: '2026-11-10',
    published: true,
    notifyEmployees: false,
    content: 'The canteen opens at 7:30 from Monday.',
    attachments: [],
    authorName: 'Kwame Asante',
    createdAt: '2026-11-09T14:00:00Z',
    updatedAt: '2026-11-09T14:00:00Z',
    notifiedAt: null,
    readCount: 40,
    audience: 40,
    read: true,
  },
  {
    id: 'ann-draft',
    title: 'End-of-year party (draft)',
    effectiveDate: '2026-12-15',
    published: false,
    notifyEmployees: false,
    content: '',
    attachments: [],
    authorName: 'Abena Boateng',
    createdAt: '2026-11-25T08:00:00Z',
    updatedAt: '2026-11-25T08:00:00Z',
    notifiedAt: null,
    readCount: 0,
    audience: 40,
    read: false,
  },
];

/** What the employee sees: the published ones. */
export const publishedAnnouncements = announcements.filter((announcement) => announcement.published);

export const uploadedFile = { id: 'file-new', name: 'menu.pdf', mediaType: 'application/pdf', size: 12_000 };

export const pdf = (name = 'menu.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** The file input inside the dialog's File field. */
export function fileInputIn(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The File field renders no file input');
  return input;
}
