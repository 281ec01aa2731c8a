import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { AnnouncementsScreen, type AnnouncementsScreenProps } from './AnnouncementsScreen.tsx';
import { announcements, STORY_TODAY, uploadedFile } from './announcementStoryData.ts';

type Delete = AnnouncementsScreenProps['onDelete'];

const meta = {
  title: 'Screens/Team/AnnouncementsScreen',
  component: AnnouncementsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    total: announcements.length,
    announcements,
    onVisibleRangeChange: fn(),
    onRetry: fn(),
    onDelete: fn<Delete>(async () => undefined),
    today: STORY_TODAY,
    onUpload: fn<AnnouncementsScreenProps['onUpload']>(async () => uploadedFile),
    onSave: fn<AnnouncementsScreenProps['onSave']>(async () => undefined),
  },
} satisfies Meta<typeof AnnouncementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Announcements' });
const cellsOf = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);

/** Each announcement: its effective date, published or not, its author and how many have read it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Title', 'Effective Date', 'Published', 'Author', 'Read', 'Actions']);
    const [, holidays, , draft] = within(grid).getAllByRole('row') as HTMLElement[];
    await expect(cellsOf(holidays as HTMLElement).slice(0, 5)).toEqual([
      'Office closed over the holidays',
      '2026-12-01',
      'Yes',
      'Abena Boateng',
      '12 of 40',
    ]);
    await expect(cellsOf(draft as HTMLElement).slice(2, 3)).toEqual(['No']);
  },
};

/** New Announcement opens the dialog; a save closes it and says so. */
export const New: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Announcement' }));
    const dialog = await findDialog('New Announcement');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Canteen menu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Canteen menu' }), null);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Announcement created.');
  },
};

/** Edit opens the dialog with the announcement's values. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Edit New canteen hours' }),
    );
    const dialog = await findDialog('Edit Announcement');
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('New canteen hours');
  },
};

/** The bell's link opens that announcement as the page opens. */
export const OpenedFromTheBell: Story = {
  args: { opened: announcements[1] },
  play: async () => {
    const dialog = await findDialog('Edit Announcement');
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('New canteen hours');
  },
};

/** Delete asks first, then sends the announcement. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Delete Office closed over the holidays' }),
    );
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this announcement?' });
    await expect(confirm).toHaveTextContent(
      '“Office closed over the holidays” will be deleted with its files',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(announcements[0]));
    await expect(await within(canvasElement).findByText('Announcement deleted.')).toBeInTheDocument();
  },
};

/** Cancel in the question deletes nothing. */
export const DeleteCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Delete Office closed over the holidays' }),
    );
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this announcement?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', announcements: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { announcements: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No announcements yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New Announcement' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The announcements could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
