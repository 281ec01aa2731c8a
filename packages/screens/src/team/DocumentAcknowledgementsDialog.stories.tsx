import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../employer/referenceStoryHelpers.ts';
import { DocumentAcknowledgementsDialog } from './DocumentAcknowledgementsDialog.tsx';
import { reviewAcknowledgements } from './sharedDocumentStoryData.ts';

const meta = {
  title: 'Screens/Team/DocumentAcknowledgementsDialog',
  component: DocumentAcknowledgementsDialog,
  tags: ['autodocs'],
  args: {
    title: 'Probation review form',
    status: 'ready',
    acknowledgements: reviewAcknowledgements,
    isOpen: true,
    onOpenChange: fn(),
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof DocumentAcknowledgementsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADING = 'Acknowledgements: Probation review form';
const cellsOf = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);

/** Who has acknowledged and who has not, those not yet first, each with why they see it. */
export const SomeAcknowledged: Story = {
  play: async () => {
    const dialog = await findDialog(HEADING);
    await expect(within(dialog).getByText('1 of 3 has acknowledged')).toBeVisible();
    const grid = within(dialog).getByRole('grid', { name: '1 of 3 has acknowledged' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Why they see it', 'Acknowledged']);
    const rows = (within(grid).getAllByRole('row') as HTMLElement[]).slice(1).map(cellsOf);
    await expect(rows).toEqual([
      ['Kofi Owusu', 'Head of Department', 'Not yet'],
      ['Yaw Darko', 'Line Manager', 'Not yet'],
      ['Ama Mensah', 'Employee', 'November 25, 2026 at 10:15 AM'],
    ]);
  },
};

/** An All Employees document: everyone, for the reason "Everyone". */
export const Everyone: Story = {
  args: {
    title: 'Remote work policy',
    acknowledgements: {
      acknowledgedCount: 2,
      recipientCount: 2,
      items: [
        {
          userId: 'u1',
          employeeId: 'e1',
          name: 'Ama Mensah',
          reason: 'everyone',
          acknowledgedAt: '2026-11-21T08:30:00Z',
        },
        {
          userId: 'u2',
          employeeId: 'e2',
          name: 'Kofi Owusu',
          reason: 'everyone',
          acknowledgedAt: '2026-11-22T16:05:00Z',
        },
      ],
    },
  },
  play: async () => {
    const dialog = await findDialog('Acknowledgements: Remote work policy');
    await expect(within(dialog).getByText('2 of 2 have acknowledged')).toBeVisible();
    await expect(within(dialog).getAllByText('Everyone')).toHaveLength(2);
  },
};

/** An Employer document has nobody to acknowledge it. */
export const Nobody: Story = {
  args: {
    title: 'Budget template 2027',
    acknowledgements: { items: [], acknowledgedCount: 0, recipientCount: 0 },
  },
  play: async () => {
    const dialog = await findDialog('Acknowledgements: Budget template 2027');
    await expect(within(dialog).getByText('0 of 0 have acknowledged')).toBeVisible();
    await expect(within(dialog).getByText('Nobody to acknowledge it')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', acknowledgements: null },
  play: async () => {
    const dialog = await findDialog(HEADING);
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Loading the acknowledgements' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', acknowledgements: null, errorMessage: 'The server did not answer.' },
  play: async ({ args }) => {
    const dialog = await findDialog(HEADING);
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('The acknowledgements could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
