import { MARITAL_STATUSES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio } from './Radio.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const maritalStatusOptions = MARITAL_STATUSES.map((status) => (
  <Radio key={status} value={status}>
    {status}
  </Radio>
));

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Marital status', children: maritalStatusOptions, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Marital status' })).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...MARITAL_STATUSES,
    ]);
    await userEvent.click(canvas.getByText('Married'));
    await expect(canvas.getByRole('radio', { name: 'Married' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Married');
  },
};

/** The spouse form starts at Single; arrow keys move the choice. */
export const Keyboard: Story = {
  args: { defaultValue: 'Single' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Single' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const married = canvas.getByRole('radio', { name: 'Married' });
    await expect(married).toHaveFocus();
    await expect(married).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Married');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'Single' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Marital status' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Single' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Married' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Married');
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Leave unit',
    description: 'How leave of this type is counted.',
    defaultValue: 'Day',
    children: [
      <Radio key="day" value="Day" description="Whole or half working days.">
        Day
      </Radio>,
      <Radio key="hour" value="Hour" description="Hours of the working day.">
        Hour
      </Radio>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Leave unit' })).toHaveAccessibleDescription(
      'How leave of this type is counted.',
    );
    await expect(canvas.getByRole('radio', { name: 'Hour' })).toHaveAccessibleDescription(
      'Hours of the working day. How leave of this type is counted.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose a marital status',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Marital status' });
    await expect(canvas.getByText('Choose a marital status')).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a marital status');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Single' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
    await userEvent.click(canvas.getByText('Widowed'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Single' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const OneOptionDisabled: Story = {
  args: {
    children: MARITAL_STATUSES.map((status) => (
      <Radio key={status} value={status} isDisabled={status === 'Widowed'}>
        {status}
      </Radio>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Widowed' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Divorced' })).toBeEnabled();
  },
};
