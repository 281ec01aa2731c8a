import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRegionalSettings } from '../../storySupport/withRegionalSettings.tsx';
import {
  NO_PLACEMENT_FILTERS,
  PlacementRegisterScreen,
  type PlacementRegisterScreenProps,
} from './PlacementRegisterScreen.tsx';
import { placementMoves, storyPeople } from './placementStoryData.ts';

type CancelMove = NonNullable<PlacementRegisterScreenProps['onCancelMove']>;

const meta = {
  title: 'Screens/Employees/PlacementRegisterScreen',
  component: PlacementRegisterScreen,
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
    filters: NO_PLACEMENT_FILTERS,
    onFiltersChange: fn(),
    people: storyPeople,
    onPersonSearch: fn(),
    total: placementMoves.length,
    rows: placementMoves,
    onVisibleRangeChange: fn(),
    onRecordPlacement: fn(),
    onBulkPlacement: fn(),
    onOpenOrgChart: fn(),
    onCancelMove: fn<CancelMove>(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof PlacementRegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A changed field reads "before → after"; the move dated after today is Scheduled and can be cancelled. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Placement' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 moves');
    const table = canvas.getByRole('grid', { name: 'Placement' });
    const transfer = within(table).getByRole('row', { name: /Transfer/ });
    await expect(transfer).toHaveTextContent('2026-06-01');
    await expect(transfer).toHaveTextContent('Sales → Finance');
    await expect(transfer).toHaveTextContent('Sales Officer → Accountant');
    await expect(transfer).not.toHaveTextContent('Scheduled');
    await expect(within(transfer).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: /Not stated/ })).toHaveTextContent('Sales');

    const scheduled = within(table).getByRole('row', { name: /Promotion/ });
    await expect(scheduled).toHaveTextContent('Scheduled');
    await expect(scheduled).toHaveTextContent('Level 1 → Level 2');
    await userEvent.click(
      within(scheduled).getByRole('button', { name: 'Cancel the move of Ama Owusu on 2027-01-01' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Cancel this placement?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel placement' }));
    await expect(args.onCancelMove).toHaveBeenCalledWith(placementMoves[0]);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Record placement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulk placement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Organisation chart' }));
    await expect(args.onRecordPlacement).toHaveBeenCalledTimes(1);
    await expect(args.onBulkPlacement).toHaveBeenCalledTimes(1);
    await expect(args.onOpenOrgChart).toHaveBeenCalledTimes(1);
  },
};

/** The move took effect meanwhile: the server's refusal shows in the dialog, which stays open. */
/** An employer printing DD/MM/YYYY: each move's effective date is written that way. */
export const InEmployerDateFormat: Story = {
  decorators: [withRegionalSettings('DD/MM/YYYY')],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Placement' });
    await expect(within(table).getByRole('row', { name: /Transfer/ })).toHaveTextContent('01/06/2026');
    await expect(
      within(table).getByRole('button', { name: 'Cancel the move of Ama Owusu on 01/01/2027' }),
    ).toBeVisible();
  },
};

export const CancelRefused: Story = {
  args: {
    onCancelMove: fn<CancelMove>(async () => ({
      message: 'Only a placement that has not taken effect can be cancelled.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Cancel the move of Ama Owusu/ }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Cancel this placement?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel placement' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a placement that has not taken effect can be cancelled.',
    );
  },
};

export const Filter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Move/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Secondment' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...NO_PLACEMENT_FILTERS,
      kind: 'Secondment',
    });
    await userEvent.type(canvas.getByRole('combobox', { name: 'Employee' }), 'Ama');
    await expect(args.onPersonSearch).toHaveBeenLastCalledWith('Ama');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Ama Owusu' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...NO_PLACEMENT_FILTERS,
      employeeId: 'e-ama',
    });
    // The story's filters stay as given (the app would pass the new ones), so its list is closed by hand.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Someone who may only read the register has no buttons and no Cancel. */
export const ReadOnly: Story = {
  args: { onRecordPlacement: undefined, onBulkPlacement: undefined, onCancelMove: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Record placement' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'Placement' })).toHaveTextContent('Scheduled');
  },
};

export const Empty: Story = {
  args: { total: 0, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No placements')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', total: 0, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Placement' })).toHaveAttribute(
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
    await expect(alert).toHaveTextContent('The placements could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
