import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentReviewScreen, type DocumentReviewScreenProps } from './DocumentReviewScreen.tsx';
import { reviewItems, reviewRequests } from './documentStoryData.ts';

type Approve = DocumentReviewScreenProps['onApprove'];
type Reject = DocumentReviewScreenProps['onReject'];

const meta = {
  title: 'Screens/Documents/DocumentReviewScreen',
  component: DocumentReviewScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    items: reviewItems,
    requests: reviewRequests,
    onRequestChange: fn(),
    onStateChange: fn(),
    onApprove: fn<Approve>(async () => undefined),
    onReject: fn<Reject>(async () => undefined),
    onChoose: fn(),
    onDownload: fn(),
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof DocumentReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const queue = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Document Review' });
const choose = async (canvasElement: HTMLElement, employee: string) => {
  await userEvent.click(within(queue(canvasElement)).getByText(employee));
  return within(canvasElement).getByRole('region', { name: new RegExp(employee.split(' (')[0] as string) });
};

/**
 * Oldest first; an image previews in an `<img>`, a PDF not yet handed over only downloads; every
 * version is listed, newest first, with its download and shortened hash.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const names = within(queue(canvasElement))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.split(')')[0]);
    await expect(names).toEqual(['Amina Mwangi (E-0012', 'Brian Otieno (E-0031', 'Grace Wambui (E-0002']);

    const amina = await choose(canvasElement, 'Amina Mwangi (E-0012)');
    await expect(args.onChoose).toHaveBeenCalledWith(reviewItems[0]);
    await expect(within(amina).queryByTitle(/Preview of/)).toBeNull();
    await userEvent.click(within(amina).getByRole('button', { name: 'Download id-both-sides.pdf' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith(reviewItems[0], reviewItems[0]?.versions[1]);
    const versions = within(
      within(amina).getByRole('grid', { name: 'Versions of Amina Mwangi’s National ID copy' }),
    );
    const [latest, first] = versions.getAllByRole('row').slice(1);
    await expect(latest).toHaveTextContent('2id-both-sides.pdf');
    await expect(latest).toHaveTextContent('bbbbbbbbbbbb');
    await expect(latest).not.toHaveTextContent('bbbbbbbbbbbbb');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'id-front.png' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith(reviewItems[0], reviewItems[0]?.versions[0]);
    await expect(within(amina).getByRole('button', { name: 'Approve version 2' })).toBeVisible();

    const brian = await choose(canvasElement, 'Brian Otieno (E-0031)');
    await expect(within(brian).getByRole('img', { name: 'Preview of id-brian.png' })).toBeVisible();

    const grace = await choose(canvasElement, 'Grace Wambui (E-0002)');
    await expect(within(grace).queryByTitle(/Preview of/)).toBeNull();
    await expect(
      within(grace).getByRole('button', { name: 'Download leave-policy-signed.docx' }),
    ).toBeVisible();

    await userEvent.click(within(canvasElement).getByRole('button', { name: /Request/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'National ID copy' }));
    await expect(args.onRequestChange).toHaveBeenCalledWith('req-id');
  },
};

/** Reject asks for a reason: without one the dialog says so and sends nothing; with one it sends it for that version. */
export const RejectWithReason: Story = {
  play: async ({ args, canvasElement }) => {
    const amina = await choose(canvasElement, 'Amina Mwangi (E-0012)');
    await userEvent.click(within(amina).getByRole('button', { name: 'Reject…' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Reject Amina Mwangi’s document?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Give a reason: Amina Mwangi needs it/);
    await expect(args.onReject).not.toHaveBeenCalled();

    await userEvent.type(reason, 'Only the front is on it; send both sides.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith(
      'item-a',
      2,
      'Only the front is on it; send both sides.',
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Rejected Amina Mwangi’s National ID copy.',
    );
  },
};

/** A refused approval (the reviewer's own document, already decided) says why on the item, which stays. */
export const ApproveRefused: Story = {
  args: {
    onApprove: fn<Approve>(async () => ({ message: 'You cannot review your own document.' })),
  },
  play: async ({ args, canvasElement }) => {
    const amina = await choose(canvasElement, 'Amina Mwangi (E-0012)');
    await userEvent.click(within(amina).getByRole('button', { name: 'Approve version 2' }));
    await expect(args.onApprove).toHaveBeenCalledWith('item-a', 2);
    await expect(await within(amina).findByRole('alert')).toHaveTextContent(
      'You cannot review your own document.',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(queue(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [], errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The documents to review could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(queue(canvasElement)).getByText('Nothing waits for your review')).toBeVisible();
  },
};
