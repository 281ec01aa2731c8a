import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog as AriaDialog, DialogTrigger, Heading } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Show details</Button>
      <Popover placement="bottom start">
        <AriaDialog aria-labelledby="popover-heading" style={{ padding: '1rem', outline: 'none' }}>
          <Heading id="popover-heading" slot="title" style={{ margin: 0, fontSize: '1rem' }}>
            Leave balance
          </Heading>
          <p style={{ margin: '0.5rem 0 0' }}>12 days remaining this year.</p>
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Leave balance' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show details' })).toHaveFocus());
  },
};
