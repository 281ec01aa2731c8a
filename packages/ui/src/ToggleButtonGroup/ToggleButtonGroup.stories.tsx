import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleButton } from './ToggleButton.tsx';
import { ToggleButtonGroup } from './ToggleButtonGroup.tsx';

const meta = {
  title: 'UI/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: {
    'aria-label': 'Sign in as',
    defaultSelectedKeys: ['admin'],
    onSelectionChange: fn(),
    children: [
      <ToggleButton key="admin" id="admin">
        Admin login
      </ToggleButton>,
      <ToggleButton key="employee" id="employee">
        Employee login
      </ToggleButton>,
    ],
  },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Sign in as' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Admin login' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Employee login' }));
    await expect(canvas.getByRole('radio', { name: 'Employee login' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Admin login' })).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['employee']));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Admin login' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const employee = canvas.getByRole('radio', { name: 'Employee login' });
    await expect(employee).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(employee).toBeChecked();
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(canvas.getByRole('radio', { name: 'Admin login' })).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['admin']));
  },
};

export const CannotBeEmptied: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = canvas.getByRole('radio', { name: 'Admin login' });
    await userEvent.click(admin);
    await expect(admin).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Employee login' })).not.toBeChecked();
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith(new Set());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const employee = within(canvasElement).getByRole('radio', { name: 'Employee login' });
    await expect(employee).toBeDisabled();
    await userEvent.click(employee, { pointerEventsCheck: 0 });
    await expect(employee).not.toBeChecked();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const MultipleSelection: Story = {
  args: {
    'aria-label': 'Working days',
    selectionMode: 'multiple',
    defaultSelectedKeys: ['mon', 'tue'],
    children: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => (
      <ToggleButton key={day} id={day.toLowerCase()}>
        {day}
      </ToggleButton>
    )),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Working days' })).toBeVisible();
    const wednesday = canvas.getByRole('button', { name: 'Wed' });
    await userEvent.click(wednesday);
    await expect(wednesday).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['mon', 'tue', 'wed']));
  },
};
