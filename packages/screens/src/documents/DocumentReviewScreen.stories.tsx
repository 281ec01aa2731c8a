import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentReviewScreen, type DocumentReviewScreenProps } from './DocumentReviewScreen.tsx';
import { reviewItems, reviewRequests, signOffReviewItem, signOffs } from './documentStoryData.ts';

type Approve = DocumentReviewScreenProps['onApprove'];
type Reject = DocumentReviewScreenProps['onReject'];
type DownloadSigned = DocumentReviewScreenProps['onDownloadSigned'];

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
    onDownloadSigned: fn<DownloadSigned>(async () => undefined),
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

const POLICY_HASH = 'e'.repeat(64);

/** Chloe's staff handbook policy chosen: its panel and the list of its sign-off's steps. */
async function chooseSignOff(canvasElement: HTMLElement) {
  const panel = await choose(canvasElement, 'Chloe Njeri (E-0044)');
  const steps = within(panel).getByRole('list', { name: 'Sign-off of Chloe Njeri’s Staff handbook policy' });
  return { panel, steps: within(steps).getAllByRole('listitem') };
}

/** A sign-off waiting on its first step: whom it waits on, what comes after; Approve reads Sign off. */
export const SignOffWaitingAtStep1: Story = {
  args: { items: [signOffReviewItem(signOffs.waitingAtStep1)] },
  play: async ({ args, canvasElement }) => {
    const { panel, steps } = await chooseSignOff(canvasElement);
    await expect(within(panel).getByText('Signed 0 of 2 (version 1)')).toBeVisible();
    await expect(steps[0]).toHaveTextContent('Step 1WaitingWaiting for Kwame Asante');
    await expect(steps[1]).toHaveTextContent('Step 2Not yetTo be signed by Grace Wambui or David Kiptoo');
    await expect(within(panel).queryByRole('button', { name: /Approve/ })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign off version 1' }));
    await expect(args.onApprove).toHaveBeenCalledWith('item-h', 1);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Signed off Chloe Njeri’s Staff handbook policy.',
    );
  },
};

/**
 * The first step signed: who signed it, when, and the version's SHA-256 shortened on screen and whole
 * for a screen reader and in the tooltip; the second waits on either of its approvers.
 */
export const SignOffWaitingAtStep2: Story = {
  args: { items: [signOffReviewItem(signOffs.waitingAtStep2)] },
  play: async ({ canvasElement }) => {
    const { panel, steps } = await chooseSignOff(canvasElement);
    await expect(within(panel).getByText('Signed 1 of 2 (version 1)')).toBeVisible();
    await expect(steps[0]).toHaveTextContent(
      `Step 1SignedSigned by Kwame Asante on Dec 2, 2026, 10:05 AM, SHA-256 ${POLICY_HASH}`,
    );
    const shown = within(steps[0] as HTMLElement).getByTitle(POLICY_HASH);
    await expect(shown.firstChild?.textContent).toBe('eeeeeeeeeeee');
    await expect(steps[1]).toHaveTextContent('Step 2WaitingWaiting for Grace Wambui or David Kiptoo');
    await expect(within(panel).getByRole('button', { name: 'Sign off version 1' })).toBeVisible();
  },
};

/** Every step signed: the item is Approved and its signed PDF downloads; nothing is left to sign. */
export const SignOffSigned: Story = {
  args: { items: [signOffReviewItem(signOffs.signed, 'approved')] },
  play: async ({ args, canvasElement }) => {
    const { panel, steps } = await chooseSignOff(canvasElement);
    await expect(within(panel).getByText('Signed 2 of 2 (version 1)')).toBeVisible();
    await expect(steps[1]).toHaveTextContent('Signed by Grace Wambui on Dec 2, 2026, 2:30 PM');
    await expect(within(panel).queryByRole('button', { name: /Sign off/ })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Download signed PDF' }));
    await expect(args.onDownloadSigned).toHaveBeenCalledWith('item-h');
  },
};

/** Rejected at the second step: who, when and why, the first step's signature kept on the list. */
export const SignOffRejected: Story = {
  args: { items: [signOffReviewItem(signOffs.rejected, 'rejected')] },
  play: async ({ canvasElement }) => {
    const { panel, steps } = await chooseSignOff(canvasElement);
    await expect(within(panel).getByText('Rejected at step 2 of 2 (version 1)')).toBeVisible();
    await expect(steps[0]).toHaveTextContent('Signed by Kwame Asante');
    await expect(steps[1]).toHaveTextContent(
      'Step 2RejectedRejected by Grace Wambui on Dec 2, 2026, 2:30 PM',
    );
    await expect(steps[1]).toHaveTextContent('Reason: Page 3 is not signed.');
    await expect(within(panel).queryByRole('button', { name: 'Download signed PDF' })).toBeNull();
    await expect(within(panel).queryByRole('button', { name: /Sign off/ })).toBeNull();
  },
};
