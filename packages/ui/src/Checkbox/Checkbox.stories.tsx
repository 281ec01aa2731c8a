import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all employees', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select all employees' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { children: 'Paid leave', description: 'Employees keep their pay while on this leave.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Paid leave' });
    await expect(checkbox).toHaveAccessibleDescription('Employees keep their pay while on this leave.');
  },
};

export const Invalid: Story = {
  args: {
    children: 'I agree to the Terms and Conditions',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'You must agree to the Terms and Conditions',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(canvas.getByText('You must agree to the Terms and Conditions')).toBeVisible();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must agree to the Terms and Conditions');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Remember me'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Group: Story = {
  render: (args) => (
    <CheckboxGroup
      label="Application policy"
      description="Checked rules apply to employee requests."
      defaultValue={['reason']}
      onChange={args.onChange}
    >
      <Checkbox value="negative-balance">Allow negative balance</Checkbox>
      <Checkbox value="reason">Reason required</Checkbox>
      <Checkbox value="attachment">Attachment required</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Application policy' });
    await expect(group).toHaveAccessibleDescription('Checked rules apply to employee requests.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Allow negative balance' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['reason', 'negative-balance']);
    await userEvent.keyboard('{Tab} ');
    await expect(canvas.getByRole('checkbox', { name: 'Reason required' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['negative-balance']);
  },
};

export const GroupHorizontal: Story = {
  render: () => (
    <CheckboxGroup label="Statutory contribution" orientation="horizontal" defaultValue={['tax', 'other']}>
      <Checkbox value="tax">Tax</Checkbox>
      <Checkbox value="other">Other statutory</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Tax' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Other statutory' })).toBeChecked();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Working days"
      isInvalid
      validationBehavior="aria"
      errorMessage="Choose at least one working day"
    >
      <Checkbox value="mon">Monday</Checkbox>
      <Checkbox value="tue">Tuesday</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Working days' })).toHaveAccessibleDescription(
      'Choose at least one working day',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toHaveAttribute('aria-invalid', 'true');
  },
};
