import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeVariant } from './Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Active' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  args: { children: 'Inactive' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Inactive');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-variant', 'neutral');
  },
};

export const Info: Story = { args: { variant: 'info', children: 'Draft' } };

export const Success: Story = {
  args: { variant: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toHaveAttribute('data-variant', 'success');
  },
};

export const Warning: Story = { args: { variant: 'warning', children: 'Pending approval' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Rejected' } };

const variants: Array<[BadgeVariant, string]> = [
  ['neutral', 'Inactive'],
  ['info', 'Draft'],
  ['success', 'Active'],
  ['warning', 'Pending'],
  ['danger', 'Rejected'],
];

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {variants.map(([variant, label]) => (
        <Badge key={variant} variant={variant}>
          {label}
        </Badge>
      ))}
      {variants.map(([variant]) => (
        <Badge key={`${variant}-count`} variant={variant} count={7}>
          {`${variant} items`}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('7')).toHaveLength(variants.length);
  },
};

export const Count: Story = {
  args: { variant: 'info', count: 3, children: 'unread messages' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('3');
    await expect(badge).toHaveAttribute('data-count', 'true');
    // The number is what shows; the label is read out with it.
    await expect(badge).toHaveTextContent('3 unread messages');
  },
};

export const CountOverMax: Story = {
  args: { variant: 'danger', count: 250, children: 'overdue tasks' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toHaveTextContent('99+ overdue tasks');
  },
};
