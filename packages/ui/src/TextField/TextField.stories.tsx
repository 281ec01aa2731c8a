import { CONTENT_MAX_LENGTH } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const WithDescription: Story = {
  args: { label: 'Username', description: 'The name you sign in with.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('The name you sign in with.');
  },
};

export const Required: Story = {
  args: { label: 'Email', type: 'email', isRequired: true, placeholder: 'name@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    defaultValue: 'ada@',
    isInvalid: true,
    errorMessage: 'Enter a valid email address',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Ada', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Employee number', defaultValue: 'EMP-0042', isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Employee number' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('EMP-0042');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Multiline: Story = {
  args: { label: 'Job responsibilities', multiline: true },
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Job responsibilities' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await userEvent.click(textArea);
    await userEvent.keyboard('Hiring{Enter}Payroll');
    await expect(textArea).toHaveValue('Hiring\nPayroll');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hiring\nPayroll');
  },
};

export const ContentWithCount: Story = {
  args: {
    label: 'Content',
    placeholder: `Content (${CONTENT_MAX_LENGTH} characters max)`,
    multiline: true,
    maxLength: CONTENT_MAX_LENGTH,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Content' });
    await expect(textArea).toHaveAttribute('placeholder', 'Content (5000 characters max)');
    await expect(canvas.getByText(`0 / ${CONTENT_MAX_LENGTH}`)).toBeVisible();
    await userEvent.type(textArea, 'Hello, team!');
    await expect(canvas.getByText(`12 / ${CONTENT_MAX_LENGTH}`)).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription(`12 of ${CONTENT_MAX_LENGTH} characters used`);
  },
};

export const RefusesInputBeyondLimit: Story = {
  args: { label: 'Code', maxLength: 5, description: 'A short code for the department.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'FIN-HR');
    await expect(input).toHaveValue('FIN-H');
    await expect(args.onChange).toHaveBeenLastCalledWith('FIN-H');
    await expect(canvas.getByText('5 / 5')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      'A short code for the department. 5 of 5 characters used',
    );
  },
};
