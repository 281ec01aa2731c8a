import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { chooseIn } from '../payroll/employeePayStoryHelpers.ts';
import { uploadedFile } from './announcementStoryData.ts';
import { DocumentSharingScreen, type DocumentSharingScreenProps } from './DocumentSharingScreen.tsx';
import { reviewAcknowledgements, sharedDocuments, storyEmployees } from './sharedDocumentStoryData.ts';

type Props = DocumentSharingScreenProps;

const meta = {
  title: 'Screens/Team/DocumentSharingScreen',
  component: DocumentSharingScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    total: sharedDocuments.length,
    documents: sharedDocuments,
    onVisibleRangeChange: fn(),
    onRetry: fn(),
    category: null,
    onCategoryChange: fn(),
    onDelete: fn<Props['onDelete']>(async () => undefined),
    onLoadAcknowledgements: fn<Props['onLoadAcknowledgements']>(async () => reviewAcknowledgements),
    employees: storyEmployees,
    onEmployeeSearch: fn(),
    onUpload: fn<Props['onUpload']>(async () => uploadedFile),
    onSave: fn<Props['onSave']>(async () => undefined),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof DocumentSharingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Document & Form Sharing' });
const cellsOf = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);

/** Each document: its category, who it is for, who else it is shared with and how many acknowledged. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Title', 'Category', 'Scope', 'Shared With', 'Acknowledged', 'Actions']);
    const [, review, remote, budget] = within(grid).getAllByRole('row') as HTMLElement[];
    await expect(cellsOf(review as HTMLElement).slice(0, 5)).toEqual([
      'Probation review form',
      'HR',
      'Selected Employee: Ama Mensah',
      'Line Manager, Head of Department',
      '1 of 3',
    ]);
    await expect(cellsOf(remote as HTMLElement).slice(0, 5)).toEqual([
      'Remote work policy',
      'HR',
      'All Employees',
      '—',
      '12 of 40',
    ]);
    await expect(cellsOf(budget as HTMLElement).slice(2, 5)).toEqual(['Employer', '—', '—']);
  },
};

/** Share Document opens the dialog; a save closes it and says so. */
export const Share: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share Document' }));
    const dialog = await findDialog('Document & Form Sharing');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Leave policy');
    await chooseIn(dialog, /Category/, 'HR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Leave policy', category: 'HR', scope: 'all-employees' }),
      null,
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Document shared.');
  },
};

/** Edit opens the dialog with the document's values. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Edit Remote work policy' }),
    );
    const dialog = await findDialog('Edit Document');
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Remote work policy');
    await expect(within(dialog).getByRole('radio', { name: 'All Employees' })).toBeChecked();
  },
};

/** A notice's link opens that document as the page opens. */
export const Opened: Story = {
  args: { opened: sharedDocuments[1] },
  play: async () => {
    const dialog = await findDialog('Edit Document');
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Remote work policy');
  },
};

/** Acknowledgements shows who has and who has not acknowledged the document. */
export const Acknowledgements: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Acknowledgements Probation review form' }),
    );
    const dialog = await findDialog('Acknowledgements: Probation review form');
    await expect(await within(dialog).findByText('1 of 3 has acknowledged')).toBeVisible();
    await expect(args.onLoadAcknowledgements).toHaveBeenCalledWith(sharedDocuments[0], expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The acknowledgements could not be loaded: the dialog says so, and Try again asks again. */
export const AcknowledgementsFailed: Story = {
  args: {
    onLoadAcknowledgements: fn<Props['onLoadAcknowledgements']>(async () => {
      throw new Error('The server did not answer.');
    }),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Acknowledgements Remote work policy' }),
    );
    const dialog = await findDialog('Acknowledgements: Remote work policy');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The acknowledgements could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onLoadAcknowledgements).toHaveBeenCalledTimes(2));
  },
};

/** Delete asks first, then sends the document. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Delete Probation review form' }),
    );
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this document?' });
    await expect(confirm).toHaveTextContent('“Probation review form” will be deleted with its files');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(sharedDocuments[0]));
    await expect(await within(canvasElement).findByText('Document deleted.')).toBeInTheDocument();
  },
};

/** Cancel in the question deletes nothing. */
export const DeleteCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Delete Probation review form' }),
    );
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this document?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The Category filter asks for one category's documents. */
export const FilterByCategory: Story = {
  args: { category: 'HR', documents: sharedDocuments.slice(0, 2), total: 2 },
  play: async ({ args, canvasElement }) => {
    // The select's button is named by its value and its label ("HR Category"), the column's by its label.
    await chooseIn(canvasElement, /^HR Category$/, 'Finance');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Finance');
    await chooseIn(canvasElement, /^HR Category$/, 'All');
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(null);
  },
};

/** A category with nothing in it says so and offers every category again. */
export const FilteredEmpty: Story = {
  args: { category: 'Engineering', documents: [], total: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No documents in Engineering')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all categories' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
  },
};

export const Loading: Story = {
  args: { status: 'loading', documents: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { documents: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No documents shared yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Share Document' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The documents could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
