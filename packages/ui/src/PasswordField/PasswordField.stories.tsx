import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Enter Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password input has no textbox role while hidden, so tests find it through its label. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Enter Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 's3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret!');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Enter Password');
    await userEvent.type(input, 's3cret!');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret!');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('?');
    await expect(input).toHaveValue('s3cret!?');

    await userEvent.tab();
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { label: 'Password', description: 'At least 8 characters.', autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'abc',
    isInvalid: true,
    errorMessage: 'Password must be at least 8 characters',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Enter Password');
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'hunter22', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Enter Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
