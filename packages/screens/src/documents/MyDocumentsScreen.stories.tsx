import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { myItems } from './documentStoryData.ts';
import { MyDocumentsScreen } from './MyDocumentsScreen.tsx';

/** The card's own states (loading, error, empty, a refused upload) are MyDocumentRequests' stories. */
const meta = {
  title: 'Screens/Documents/MyDocumentsScreen',
  component: MyDocumentsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    items: myItems,
    onUpload: fn(async () => undefined),
    onDownloadSigned: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof MyDocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An employee's Management page: the page's title and the documents asked of them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'National ID copy' })).toBeVisible();
  },
};
