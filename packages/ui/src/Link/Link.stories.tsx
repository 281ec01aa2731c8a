import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'Create new account', onPress: fn() },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      No account yet? <Link {...args} />
    </p>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Create new account' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Forgot password', href: '#forgot' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password' });
    await expect(link).toHaveAttribute('href', '#forgot');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create new account' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
