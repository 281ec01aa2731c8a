import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fileInputIn, pdf } from '../team/announcementStoryData.ts';
import { expiringItem, myItems, mySignOffItems } from './documentStoryData.ts';
import { MyDocumentRequests, type MyDocumentRequestsProps } from './MyDocumentRequests.tsx';

type Upload = MyDocumentRequestsProps['onUpload'];
type DownloadSigned = MyDocumentRequestsProps['onDownloadSigned'];

const meta = {
  title: 'Screens/Documents/MyDocumentRequests',
  component: MyDocumentRequests,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    items: myItems,
    onUpload: fn<Upload>(async () => undefined),
    onDownloadSigned: fn<DownloadSigned>(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof MyDocumentRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemNamed = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('heading', { name: title }).closest('li') as HTMLElement;

/** What is still to do comes first, with the reviewer's reason; a file chosen is sent as the item's new version. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'National ID copy',
      'Signed leave policy',
    ]);
    const id = itemNamed(canvasElement, 'National ID copy');
    await expect(id).toHaveTextContent('Rejected: Only the front is on it; send both sides.');
    await expect(id).toHaveTextContent('Due 2026-11-30 (overdue)');
    const file = pdf('id-both-sides.pdf');
    await userEvent.upload(fileInputIn(id), file);
    await expect(args.onUpload).toHaveBeenCalledWith('item-d', file, null);
  },
};

/** A file over the request's size is refused before it is sent; one the server refuses says why. Both name the file. */
export const UploadRefused: Story = {
  args: {
    onUpload: fn<Upload>(async () => ({ message: 'This request takes PDF, PNG or JPEG files.' })),
  },
  play: async ({ args, canvasElement }) => {
    const id = itemNamed(canvasElement, 'National ID copy');
    const scan = new File([new Uint8Array(2_000_001)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInputIn(id), scan);
    await expect(await within(id).findByRole('alert')).toHaveTextContent('scan.pdf is larger than 2 MB.');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.upload(fileInputIn(id), pdf('id.pdf'));
    await expect(await within(id).findByRole('alert')).toHaveTextContent(
      'id.pdf: This request takes PDF, PNG or JPEG files.',
    );
  },
};
/**
 * Items signed off step by step say how far their sign-off is; a signed-off one downloads its signed
 * PDF, and a refused download says why on the item.
 */
export const SignOff: Story = {
  args: {
    items: mySignOffItems,
    onDownloadSigned: fn<DownloadSigned>(async () => ({ message: 'The signed PDF could not be made.' })),
  },
  play: async ({ args, canvasElement }) => {
    const waiting = itemNamed(canvasElement, 'Staff handbook policy');
    await expect(waiting).toHaveTextContent('Sign-off: Signed 1 of 2');
    await expect(within(waiting).queryByRole('button', { name: /Download signed PDF/ })).toBeNull();
    const done = itemNamed(canvasElement, 'Staff handbook policy 2025');
    await expect(done).toHaveTextContent('Sign-off: Signed 2 of 2');
    await userEvent.click(
      within(done).getByRole('button', { name: 'Download signed PDF of Staff handbook policy 2025' }),
    );
    await expect(args.onDownloadSigned).toHaveBeenCalledWith('item-h-2025');
    await expect(await within(done).findByRole('alert')).toHaveTextContent(
      'The signed PDF could not be made.',
    );
  },
};

/** An expiring document asks for its expiry day first, and sends it with the file. */
export const ExpiringUpload: Story = {
  args: { items: [expiringItem] },
  play: async ({ args, canvasElement }) => {
    const item = itemNamed(canvasElement, 'First aid certificate');
    await userEvent.upload(fileInputIn(item), pdf('first-aid-2026.pdf'));
    await expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Give the day your First aid certificate expires, then upload it.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(within(item).getByRole('spinbutton', { name: /month, Expiry date/ }));
    await userEvent.keyboard('09302027');
    const file = pdf('first-aid-2026.pdf');
    await userEvent.upload(fileInputIn(item), file);
    await expect(args.onUpload).toHaveBeenCalledWith('item-first-aid', file, '2027-09-30');
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your document requests' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [], errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your document requests could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody has asked you for a document.')).toBeVisible();
  },
};
