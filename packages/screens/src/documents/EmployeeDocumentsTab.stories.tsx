import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { employeeDocuments } from './documentStoryData.ts';
import { EmployeeDocumentsTab } from './EmployeeDocumentsTab.tsx';

const meta = {
  title: 'Screens/Documents/EmployeeDocumentsTab',
  component: EmployeeDocumentsTab,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    employeeName: 'Amina Mwangi',
    total: employeeDocuments.length,
    items: employeeDocuments,
    onVisibleRangeChange: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof EmployeeDocumentsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Amina Mwangi’s documents' });

/**
 * Overdue first, as the server lists them: each with its state, due day, the approved document's
 * expiry (an expired one's day too) and its latest version to download; nothing sent yet says so.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const rows = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'National ID copyRejected2026-11-30 (overdue)—Version 1: id-front.png',
      'Work permitExpired2025-06-302026-11-15Version 1: work-permit.pdf',
      'First aid certificateApproved2026-10-012027-09-30Version 2: first-aid-2026.pdf',
      'Signed leave policyRequested2026-12-20—Nothing sent yet',
    ]);
    await userEvent.click(
      within(rows[2] as HTMLElement).getByRole('button', { name: /first-aid-2026\.pdf/ }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(employeeDocuments[2]?.latest);
  },
};

export const Loading: Story = {
  args: { status: 'loading', total: 0, items: [] },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { total: 0, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getByText('No documents asked for')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', total: 0, items: [], errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The documents could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
