import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type PlacementFields, RecordPlacementDialog, type RecordPlacementDialogProps } from './index.ts';
import { amaInSales, placementOptions, storyPeople } from './placementStoryData.ts';

type Submit = RecordPlacementDialogProps['onSubmit'];

/** The app's part: once an employee is chosen, their placement in effect comes back as `current`. */
function WithCurrentPlacement(props: RecordPlacementDialogProps) {
  const [current, setCurrent] = useState<PlacementFields | null>(props.current);
  return (
    <RecordPlacementDialog
      {...props}
      current={current}
      onEmployeeChange={(id) => {
        props.onEmployeeChange(id);
        setCurrent(id === 'e-ama' ? amaInSales : null);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Employees/RecordPlacementDialog',
  component: RecordPlacementDialog,
  render: (args) => <WithCurrentPlacement {...args} />,
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    employees: storyPeople,
    onEmployeeSearch: fn(),
    onEmployeeChange: fn(),
    current: null,
    options: placementOptions,
    onSubmit: fn<Submit>(async () => undefined),
  },
} satisfies Meta<typeof RecordPlacementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Record placement' });

/** Types the effective date as en-GB segments (DDMMYYYY) from the day on. */
async function typeDate(scope: ReturnType<typeof within>, typed: string) {
  const group = scope.getByRole('group', { name: /^Effective date/ });
  await userEvent.click(within(group).getByRole('spinbutton', { name: /day/i }));
  await userEvent.keyboard(typed);
}

async function chooseOption(scope: ReturnType<typeof within>, field: string, option: string) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(field) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/** Choosing Ama fills her placement in effect; a transfer to Finance is recorded with what was chosen. */
export const RecordAPlacement: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('combobox', { name: /^Employee/ }), 'Ama');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Ama Owusu' }));
    await expect(args.onEmployeeChange).toHaveBeenLastCalledWith('e-ama');
    await waitFor(() => expect(form.getByRole('button', { name: /Department/ })).toHaveTextContent('Sales'));
    await expect(form.getByRole('combobox', { name: /^Line Manager/ })).toHaveValue('Kofi Mensah');

    await typeDate(form, '01062026');
    await chooseOption(form, 'Move', 'Transfer');
    await chooseOption(form, 'Department', 'Finance');
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Finance needs help');
    await userEvent.click(form.getByRole('button', { name: 'Record placement' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      employeeId: 'e-ama',
      effectiveDate: '2026-06-01',
      kind: 'Transfer',
      departmentId: 'd-finance',
      jobPositionId: 'j-officer',
      levelId: 'l-1',
      branchId: 'b-accra',
      lineManagerId: 'e-kofi',
      reason: 'Finance needs help',
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Nothing chosen: each required field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Record placement' }));
    await expect(await form.findByText('Choose the employee.')).toBeVisible();
    await expect(form.getByText('Enter the effective date.')).toBeVisible();
    await expect(form.getByText('Choose the move.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal lands on the field it names, and what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    employeeId: 'e-ama',
    current: amaInSales,
    onSubmit: fn<Submit>(async () => ({
      field: 'lineManagerId',
      message: 'An employee cannot be their own line manager.',
    })),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await typeDate(form, '01062026');
    await chooseOption(form, 'Move', 'Promotion');
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Review');
    await userEvent.click(form.getByRole('button', { name: 'Record placement' }));
    await expect(await form.findByText('An employee cannot be their own line manager.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('Review');
    await expect(form.getByRole('button', { name: /Move/ })).toHaveTextContent('Promotion');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A refusal naming no field shows above the fields. */
export const Refused: Story = {
  args: {
    employeeId: 'e-ama',
    current: amaInSales,
    onSubmit: fn<Submit>(async () => ({ message: 'You may not move people outside your department.' })),
  },
  play: async () => {
    const form = within(await dialog());
    await typeDate(form, '01062026');
    await chooseOption(form, 'Move', 'Acting');
    await userEvent.click(form.getByRole('button', { name: 'Record placement' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'You may not move people outside your department.',
    );
  },
};
