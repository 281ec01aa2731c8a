import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeComboBox, type EmployeeComboBoxProps } from './EmployeeComboBox.tsx';
import { employees } from './employerStoryData.ts';
import type { EmployeeChoice } from './referenceData.ts';

/** An employer larger than one page: Zara Quaye is not among the first employees the server lists. */
const everyone: EmployeeChoice[] = [...employees, { id: 'emp-77', name: 'Zara Quaye' }];

/** Answers a search as the server would: the employees whose name contains the text, any case. */
function SearchingOnTheServer(props: Omit<EmployeeComboBoxProps, 'employees' | 'value' | 'onChange'>) {
  const [shown, setShown] = useState<readonly EmployeeChoice[]>(employees);
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <EmployeeComboBox
        {...props}
        employees={shown}
        value={value}
        onChange={setValue}
        onSearch={(text) => {
          props.onSearch?.(text);
          const wanted = text.trim().toLowerCase();
          setShown(everyone.filter((employee) => employee.name.toLowerCase().includes(wanted)));
        }}
      />
      <output>Chosen: {value ?? 'nobody'}</output>
    </>
  );
}

const meta = {
  title: 'Screens/Employer/EmployeeComboBox',
  component: EmployeeComboBox,
  args: { label: 'Employee', employees, value: null, onChange: fn() },
} satisfies Meta<typeof EmployeeComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The first page of employees, filtered as a name is typed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Employee' }), 'kwa');
    await userEvent.click(await body.findByRole('option', { name: 'Kwame Asante' }));
    await expect(args.onChange).toHaveBeenCalledWith('emp-2');
  },
};

/** The chosen employee's name shows even though the list given does not hold them. */
export const ChosenOutsideTheList: Story = {
  args: { value: 'emp-77', selected: { id: 'emp-77', name: 'Zara Quaye' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Employee' })).toHaveValue('Zara Quaye');
  },
};

/**
 * Typing asks for the employees the name matches, so one beyond the first page is found; a later
 * search that leaves them out keeps them chosen.
 */
export const SearchBeyondTheFirstPage: Story = {
  args: { onSearch: fn() },
  render: (args) => (
    <SearchingOnTheServer label={args.label} {...(args.onSearch ? { onSearch: args.onSearch } : {})} />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Employee' });
    await userEvent.type(field, 'zar');
    await expect(args.onSearch).toHaveBeenLastCalledWith('zar');
    await userEvent.click(await body.findByRole('option', { name: 'Zara Quaye' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: emp-77');
    await expect(field).toHaveValue('Zara Quaye');
  },
};

/** A name nobody has says so in the list. */
export const NoMatch: Story = {
  args: { onSearch: fn() },
  render: (args) => (
    <SearchingOnTheServer label={args.label} {...(args.onSearch ? { onSearch: args.onSearch } : {})} />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Employee' }), 'xyz');
    await waitFor(() => expect(body.getByText('No employee has that name')).toBeVisible());
  },
};
