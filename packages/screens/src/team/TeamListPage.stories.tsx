import { Button, createDataTableColumns, EmptyState, SearchField } from '@hr/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TeamListPage } from './TeamListPage.tsx';

interface Row {
  id: string;
  title: string;
  author: string;
}

const column = createDataTableColumns<Row>();
const columns = column.columns([
  column.accessor('title', { header: 'Title', meta: { width: 'minmax(12rem, 2fr)' } }),
  column.accessor('author', { header: 'Author', meta: { width: 'minmax(9rem, 1fr)' } }),
]);
const rows: Row[] = [
  { id: 'r1', title: 'Office closed over the holidays', author: 'Abena Boateng' },
  { id: 'r2', title: 'New canteen hours', author: 'Kwame Mensah' },
];

const meta = {
  title: 'Screens/Team/TeamListPage',
  component: TeamListPage<Row>,
  tags: ['autodocs'],
  args: {
    title: 'Notices',
    message: '',
    action: <Button>New Notice</Button>,
    status: 'ready',
    errorTitle: 'The notices could not be loaded.',
    columns,
    rows,
    total: rows.length,
    onRetry: fn(),
    onVisibleRangeChange: fn(),
    emptyState: (
      <EmptyState icon="bell" title="No notices yet" description="The notices you add appear here." />
    ),
  },
} satisfies Meta<typeof TeamListPage<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the table; the status line says what was last done; the filter sits above the table. */
export const Ready: Story = {
  args: {
    message: 'Notice deleted.',
    filter: <SearchField label="Filter notices" />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Notice deleted.');
    await expect(canvas.getByRole('searchbox', { name: 'Filter notices' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Notices' });
    await expect(grid).toHaveAttribute('aria-rowcount', '3');
    await expect(within(grid).getByRole('row', { name: /New canteen hours/ })).toBeVisible();
    await waitFor(() => expect(args.onVisibleRangeChange).toHaveBeenCalled());
  },
};

/** Until the first page comes the table is busy and counts no rows. */
export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Notices' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notices yet')).toBeVisible();
  },
};

/** A failed load stands where the table would, with the server's reason and Try again. */
export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The notices could not be loaded.');
    await expect(alert).toHaveTextContent('The server did not answer.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
