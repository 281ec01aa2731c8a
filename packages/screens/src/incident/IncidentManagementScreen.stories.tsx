import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IncidentManagementScreen } from './IncidentManagementScreen.tsx';
import { caseRows } from './incidentCaseStoryData.ts';

const meta = {
  title: 'Screens/Incident/IncidentManagementScreen',
  component: IncidentManagementScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    total: caseRows.length,
    rows: caseRows,
    onVisibleRangeChange: fn(),
    onSearchChange: fn(),
    onStateChange: fn(),
    onOpenCase: fn(),
    onReport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof IncidentManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Incident Management' });

/** §2.10's columns; a summary the reader may not see is a dash; a row opens its case. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const rows = within(table(canvasElement));
    for (const header of ['Code', 'Description', 'Type', 'Category', 'State', 'Active']) {
      await expect(rows.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const closed = rows.getByText('INC-2026-0005').closest('tr') as HTMLElement;
    await expect(within(closed).getByText('Not shown to you')).toBeInTheDocument();
    await expect(within(closed).getByText('No')).toBeVisible();
    await userEvent.click(rows.getByText('Two laptops missing from the store room after the night shift.'));
    await expect(args.onOpenCase).toHaveBeenCalledWith(caseRows[0]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /State/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Closed' }));
    await expect(args.onStateChange).toHaveBeenCalledWith('closed');
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', rows: [], total: 0, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The cases could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ args, canvasElement }) => {
    const rows = within(table(canvasElement));
    await expect(rows.getByText('No incidents yet')).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'Report an incident' }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
  },
};
