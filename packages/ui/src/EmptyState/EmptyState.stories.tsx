import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { icon: 'users', title: 'No employees found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No employees found')).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: {
    icon: 'search',
    description: 'Try another name or employee number, or clear the search.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Try another name or employee number, or clear the search.'),
    ).toBeVisible();
  },
};

export const AsHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No employees found' }),
    ).toBeVisible();
  },
};

const onAddEmployee = fn();

export const WithAction: Story = {
  args: {
    description: 'Employees you add appear here.',
    action: <Button onPress={onAddEmployee}>Add employee</Button>,
  },
  play: async ({ canvasElement }) => {
    onAddEmployee.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Add employee' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAddEmployee).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(onAddEmployee).toHaveBeenCalledTimes(2);
  },
};
