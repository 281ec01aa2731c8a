import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from './LoadError.tsx';

const meta = {
  title: 'Screens/Layout/LoadError',
  component: LoadError,
  tags: ['autodocs'],
  args: {
    title: 'The modules could not be loaded.',
    message: 'The server did not answer.',
  },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'The modules could not be loaded.' });
    await expect(alert).toHaveTextContent('The server did not answer.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'The modules could not be loaded.' });
    await expect(alert).toHaveTextContent('The server did not answer.');
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};
