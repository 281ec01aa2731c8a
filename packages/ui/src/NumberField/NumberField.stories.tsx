import { CHILDREN_MAX, CHILDREN_MIN } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: {
    label: 'Number of children',
    placeholder: `${CHILDREN_MIN}-${CHILDREN_MAX}`,
    minValue: CHILDREN_MIN,
    maxValue: CHILDREN_MAX,
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Number of children' });
    await expect(input).toHaveAttribute('placeholder', '0-30');
    const increase = canvas.getByRole('button', { name: 'Increase Number of children' });
    await userEvent.click(increase);
    await expect(input).toHaveValue('0');
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Number of children' }));
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Number of children' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('4');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const ClampsAtMaximum: Story = {
  args: { defaultValue: CHILDREN_MAX - 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Number of children' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('30');
    await expect(canvas.getByRole('button', { name: 'Increase Number of children' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '45');
    await userEvent.tab();
    await expect(input).toHaveValue('30');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
  },
};

export const WithDescription: Story = {
  args: { description: 'Children under 18 who live with the employee.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Number of children' });
    await expect(input).toHaveAccessibleDescription('Children under 18 who live with the employee.');
  },
};

export const Percent: Story = {
  args: {
    label: 'Tax rate',
    placeholder: undefined,
    minValue: 0,
    maxValue: 1,
    step: 0.01,
    defaultValue: 0.25,
    formatOptions: { style: 'percent' },
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tax rate' });
    await expect(input).toHaveValue('25%');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('26%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.26);
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 3,
    isInvalid: true,
    errorMessage: 'Enter the number of children',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Number of children' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the number of children');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Number of children' })).toBeDisabled();
    const increase = canvas.getByRole('button', { name: 'Increase Number of children' });
    await expect(increase).toBeDisabled();
    await userEvent.click(increase, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
