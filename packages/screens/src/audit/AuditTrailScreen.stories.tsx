import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuditTrailScreen, NO_AUDIT_FILTERS } from './AuditTrailScreen.tsx';
import { auditEvents } from './auditStoryData.ts';

const meta = {
  title: 'Screens/Audit/AuditTrailScreen',
  component: AuditTrailScreen,
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
  tags: ['autodocs'],
  args: {
    status: 'ready',
    filters: NO_AUDIT_FILTERS,
    onFiltersChange: fn(),
    people: [{ id: 'u-admin', name: 'Kofi Mensah (kofi@example.com)' }],
    onPersonSearch: fn(),
    total: auditEvents.length,
    rows: auditEvents,
    onVisibleRangeChange: fn(),
    onExportCsv: fn(),
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof AuditTrailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row opens the event: its fields before and after, only those that changed. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 events');
    const table = canvas.getByRole('grid', { name: 'Audit Trail' });
    const row = within(table).getByRole('row', { name: /Update employee/ });
    await expect(row).toHaveTextContent('2 fields changed: Last name, Department id');
    await expect(row).toHaveTextContent('30 Nov 2026, 14:05');
    await userEvent.click(row);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Update employee' });
    const changes = within(dialog).getByRole('table', { name: 'Fields before and after' });
    const lastName = within(changes).getByRole('row', { name: /Last name/ });
    await expect(
      within(lastName)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Lovelace', 'King']);
    await expect(within(changes).queryByRole('row', { name: /Mobile/ })).not.toBeInTheDocument();
    await expect(dialog).toHaveTextContent('192.0.2.10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(canvas.getByRole('button', { name: /Export CSV/ }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
  },
};

export const Filter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Area/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Roles' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_AUDIT_FILTERS, area: 'roles' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Record id' }), 'e-1{Enter}');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_AUDIT_FILTERS, recordId: 'e-1' }),
    );
  },
};

export const Empty: Story = {
  args: { total: 0, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No events')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', total: 0, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Audit Trail' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'The server did not answer.', total: 0, rows: [] },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The audit trail could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Someone who reads the trail but may not export it has no Export button. */
export const WithoutExport: Story = {
  args: { onExportCsv: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
  },
};
