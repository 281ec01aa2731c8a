import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseIn } from '../payroll/employeePayStoryHelpers.ts';
import { MySharedDocumentsScreen, type MySharedDocumentsScreenProps } from './MySharedDocumentsScreen.tsx';
import type { SharedDocument } from './sharedDocument.ts';
import { mySharedDocuments } from './sharedDocumentStoryData.ts';

type Acknowledge = MySharedDocumentsScreenProps['onAcknowledge'];

const meta = {
  title: 'Screens/Team/MySharedDocumentsScreen',
  component: MySharedDocumentsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    documents: mySharedDocuments,
    total: mySharedDocuments.length,
    category: null,
    onCategoryChange: fn(),
    onRetry: fn(),
    onShowMore: fn(),
    onAcknowledge: fn<Acknowledge>(async () => undefined),
    onDownload: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof MySharedDocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const review = /^Probation review form\s*New$/;

/** Newest first, each closed; the one not yet acknowledged carries "New". */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Probation review formNew',
      'Remote work policy',
    ]);
    await expect(canvas.getByText('HR · Abena Boateng · 2026-11-24')).toBeVisible();
    await expect(canvas.getByText('2 of 2')).toBeVisible();
  },
};

/** The screen as the route keeps it: an acknowledgement comes back with its time. */
function Acknowledging(args: MySharedDocumentsScreenProps) {
  const [documents, setDocuments] = useState<readonly SharedDocument[]>(args.documents);
  return (
    <MySharedDocumentsScreen
      {...args}
      documents={documents}
      onAcknowledge={async (document) => {
        const feedback = await args.onAcknowledge(document);
        if (feedback) return feedback;
        setDocuments((current) =>
          current.map((kept) =>
            kept.id === document.id ? { ...kept, acknowledgedAt: '2026-11-26T09:00:00Z' } : kept,
          ),
        );
      }}
    />
  );
}

/**
 * Opening a document shows its content and files; "Read and understood" records it, after which
 * the button gives way to when it was acknowledged and "New" goes.
 */
export const ReadAndUnderstood: Story = {
  render: (args) => <Acknowledging {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: review }));
    await expect(canvas.getByText('part 1')).toBeVisible();
    const files = canvas.getByRole('list', { name: 'Files of Probation review form' });
    await userEvent.click(within(files).getByRole('button', { name: 'Probation review form.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(mySharedDocuments[0]?.attachments[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Read and understood' }));
    await expect(args.onAcknowledge).toHaveBeenCalledWith(mySharedDocuments[0]);
    await expect(await canvas.findByText('Acknowledged November 26, 2026 at 9:00 AM')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Read and understood' })).toBeNull();
    await expect(canvas.queryByText('New')).toBeNull();
  },
};

/** One acknowledged before shows when, and no button. */
export const AlreadyAcknowledged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remote work policy' }));
    await expect(canvas.getByText('Acknowledged November 21, 2026 at 8:30 AM')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Read and understood' })).toBeNull();
  },
};

/** A refusal shows beside the button, which stays to try again. */
export const AcknowledgeRefused: Story = {
  args: { onAcknowledge: fn<Acknowledge>(async () => ({ message: 'No document with this id.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: review }));
    await userEvent.click(canvas.getByRole('button', { name: 'Read and understood' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No document with this id.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Read and understood' })).toBeEnabled());
  },
};

/** A notice's link: that document opens at once. */
export const Opened: Story = {
  args: { openId: 'doc-review' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: review })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The Category filter asks for one category's documents. */
export const FilterByCategory: Story = {
  play: async ({ args, canvasElement }) => {
    await chooseIn(canvasElement, /Category/, 'Engineering');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Engineering');
  },
};

/** A category with nothing in it says so and offers every category again. */
export const FilteredEmpty: Story = {
  args: { category: 'Finance', documents: [], total: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No documents in Finance')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all categories' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
  },
};

/** More than one page: Show more asks for the next. */
export const Paged: Story = {
  args: { total: 45 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', documents: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the documents' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { documents: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No documents shared with you yet')).toBeVisible();
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
