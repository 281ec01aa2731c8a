import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { uploadedFile } from './announcementStoryData.ts';
import { DiscussionsScreen, type DiscussionsScreenProps } from './DiscussionsScreen.tsx';
import { topicHref, topics } from './discussionStoryData.ts';

const meta = {
  title: 'Screens/Team/DiscussionsScreen',
  component: DiscussionsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    total: topics.length,
    topics,
    topicHref,
    timeZone: 'UTC',
    onVisibleRangeChange: fn(),
    onRetry: fn(),
    onUpload: fn<DiscussionsScreenProps['onUpload']>(async () => uploadedFile),
    onSaveTopic: fn<DiscussionsScreenProps['onSaveTopic']>(async () => undefined),
  },
} satisfies Meta<typeof DiscussionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Discussions' });
const cellsOf = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);

/** Each topic links to its page, with its author, replies and last activity; a locked one says so. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Topic', 'Author', 'Replies', 'Last Activity']);
    const [, move, canteen, rules] = within(grid).getAllByRole('row') as HTMLElement[];
    await expect(cellsOf(move as HTMLElement)).toEqual([
      'Moving to the new office',
      'Kofi Boateng',
      '2',
      'November 21, 2026 at 2:30 PM',
    ]);
    await expect(within(grid).getByRole('link', { name: 'Moving to the new office' })).toHaveAttribute(
      'href',
      '/team/discussions/topic-move',
    );
    // A title is plain text: markup in it is shown, never rendered.
    await expect(within(canteen as HTMLElement).getByRole('link')).toHaveTextContent(
      'Canteen menu <b>ideas</b>',
    );
    await expect(cellsOf(rules as HTMLElement)[0]).toBe('Forum rulesLocked');
  },
};

/** New Topic opens the dialog; a save closes it and says so. */
export const NewTopic: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Topic' }));
    const dialog = await findDialog('New Topic');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Parking');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSaveTopic).toHaveBeenCalledWith(expect.objectContaining({ title: 'Parking' }), null);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Topic created.');
  },
};

/** Many pages: the table is as tall as every topic and asks for the pages in view. */
export const ManyPages: Story = {
  args: { total: 4_500 },
  play: async ({ args, canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '4501');
    await waitFor(() => expect(args.onVisibleRangeChange).toHaveBeenCalled());
  },
};

export const Loading: Story = {
  args: { status: 'loading', topics: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { topics: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No topics yet. Start one with New Topic.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New Topic' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The topics could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
