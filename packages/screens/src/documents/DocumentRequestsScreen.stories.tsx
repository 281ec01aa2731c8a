import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentRequestsScreen } from './DocumentRequestsScreen.tsx';
import { idRequest, idRequestItems, requestRows } from './documentStoryData.ts';

const meta = {
  title: 'Screens/Documents/DocumentRequestsScreen',
  component: DocumentRequestsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    total: requestRows.length,
    rows: requestRows,
    onVisibleRangeChange: fn(),
    onOpenRequest: fn(),
    onRequestDocument: fn(),
    onRetry: fn(),
    detail: {
      status: 'ready',
      request: idRequest,
      onRetry: fn(),
      itemTotal: idRequestItems.length,
      items: idRequestItems,
      onVisibleRangeChange: fn(),
    },
  },
} satisfies Meta<typeof DocumentRequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('grid', { name });

/** Each request with its due day, how many are done and overdue; the one opened lists who has and has not, overdue first. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const requests = within(table(canvasElement, 'Document Management'));
    const idRow = requests.getByText('National ID copy').closest('tr') as HTMLElement;
    await expect(within(idRow).getByText('1 of 4')).toBeVisible();
    await userEvent.click(requests.getByText('Signed leave policy'));
    await expect(args.onOpenRequest).toHaveBeenCalledWith(requestRows[1]);

    const detail = within(canvasElement).getByRole('region', { name: 'National ID copy' });
    await expect(detail).toHaveTextContent('1 of 4 done, 2 overdue.');
    const employees = within(table(canvasElement, 'National ID copy')).getAllByRole('row').slice(1);
    await expect(employees.map((row) => row.textContent)).toEqual([
      'David Kiptoo (E-0057)Rejected2026-11-30Yes',
      'Brian Otieno (E-0031)Requested2026-12-01Yes',
      'Amina Mwangi (E-0012)Submitted2026-11-28No',
      'Chloe Njeri (E-0044)Approved2026-12-10No',
    ]);
  },
};

/** A request with more employees than one page: the rows not yet come ask for their page. */
export const RequestItemsPaged: Story = {
  args: {
    detail: {
      status: 'ready',
      request: { ...idRequest, itemCount: 240 },
      onRetry: fn(),
      itemTotal: 240,
      items: idRequestItems,
      onVisibleRangeChange: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const employees = table(canvasElement, 'National ID copy');
    await expect(employees).toHaveAttribute('aria-rowcount', '241');
    const scroller = employees.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.detail?.onVisibleRangeChange).toHaveBeenCalled());
  },
};

/** A request the reader may not see (another employer's, outside their scope) says so where its employees would be. */
export const RequestRefused: Story = {
  args: {
    detail: {
      status: 'error',
      request: null,
      errorMessage: 'There is no document request at this address that you may see.',
      onRetry: fn(),
      itemTotal: 0,
      items: [],
      onVisibleRangeChange: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The request could not be loaded.');
    await expect(alert).toHaveTextContent('There is no document request at this address that you may see.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.detail?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0, detail: null },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement, 'Document Management')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', rows: [], total: 0, detail: null, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The document requests could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, detail: null },
  play: async ({ args, canvasElement }) => {
    const requests = within(table(canvasElement, 'Document Management'));
    await expect(requests.getByText('No document requests yet')).toBeVisible();
    await userEvent.click(requests.getByRole('button', { name: 'Request a document' }));
    await expect(args.onRequestDocument).toHaveBeenCalledTimes(1);
  },
};
