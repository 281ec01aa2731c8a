import { QUICK_ENTRY_BANNER } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeFormPanel, type OwnRecordSubmit } from './EmployeeFormPanel.tsx';
import { PanelOnPage, panelArgs } from './EmployeeFormPanelStoryPage.tsx';
import { findPanel, graceOnFile, suggest } from './employeeFormStoryData.ts';

/** The sections with rules of their own: Family's spouse and children, Salary's amounts. */
const meta = {
  title: 'Screens/Employees/EmployeeFormPanelSections',
  component: EmployeeFormPanel,
  parameters: { layout: 'fullscreen' },
  args: panelArgs(),
  render: (args) => <PanelOnPage {...args} />,
} satisfies Meta<typeof EmployeeFormPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2.6, §4, §5: the spouse only while Married; the number of children read as a whole number. */
export const Family: Story = {
  args: { defaultValues: graceOnFile },
  play: async ({ args }) => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('tab', { name: 'Family' }));
    await expect(panel.getByText(QUICK_ENTRY_BANNER)).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Single' })).toBeChecked();
    const spouse = within(panel.getByRole('region', { name: 'Spouse' }));
    const working = spouse.getByRole('switch', { name: 'Spouse working' });
    const spouseFields = () => [
      ...['First Name', 'Middle Name', 'Last Name', 'National ID', 'Passport', 'Ethnicity', 'Religion'].map(
        (name) => spouse.getByRole('textbox', { name }),
      ),
      spouse.getByRole('combobox', { name: 'Nationality' }),
    ];
    await expect(working).toBeDisabled();
    for (const field of spouseFields()) await expect(field).toBeDisabled();

    await userEvent.click(spouse.getByText('Married'));
    await waitFor(() => expect(working).toBeEnabled());
    for (const field of spouseFields()) await expect(field).toBeEnabled();
    await userEvent.type(spouse.getByRole('textbox', { name: 'First Name' }), 'Vincent');
    await userEvent.click(working);
    await expect(working).toBeChecked();

    const children = panel.getByRole('textbox', { name: 'Number of Children' });
    await expect(children).toHaveAttribute('placeholder', '0-30');
    for (const [typed, shown] of [
      ['abc', '0'],
      ['45', '30'],
      ['3', '3'],
    ] as const) {
      await userEvent.clear(children);
      await userEvent.type(children, typed);
      await userEvent.tab();
      await expect(children).toHaveValue(shown);
    }

    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        family: {
          maritalStatus: 'Married',
          spouseWorking: true,
          spouse: {
            firstName: 'Vincent',
            middleName: null,
            lastName: null,
            birthDate: null,
            nationality: null,
            nationalId: null,
            passport: null,
            ethnicity: null,
            religion: null,
          },
          numberOfChildren: 3,
        },
      }),
    );

    await userEvent.click(spouse.getByText('Widowed'));
    await waitFor(() => expect(working).toBeDisabled());
    await expect(spouse.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  },
};

/**
 * §2.6: the basic salary keeps its currency's places; the pay items are not here but on the record,
 * which the section says in one line (no groups to open, no Add buttons that could not add).
 */
export const Salary: Story = {
  play: async () => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('tab', { name: 'Salary' }));
    await expect(
      panel.getByText(/statutory contributions are assigned in the Salary section of the employee’s record/),
    ).toBeVisible();
    for (const group of ['Earning', 'Deductions', 'Bonus', 'Statutory Contribution']) {
      await expect(panel.queryByRole('button', { name: group })).not.toBeInTheDocument();
    }

    await expect(panel.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Bank' })).toBeChecked();

    await suggest(panel, 'Currency', 'GBP', 'GBP – British Pound');
    const basicSalary = panel.getByRole('textbox', { name: 'Basic Salary' });
    const enter = async (amount: string) => {
      await userEvent.clear(basicSalary);
      await userEvent.type(basicSalary, amount);
      await userEvent.tab();
    };
    await enter('12.345');
    await waitFor(() =>
      expect(basicSalary).toHaveAccessibleDescription(/GBP amounts have at most 2 decimal places\.$/),
    );
    await enter('4250.50');
    await waitFor(() => expect(basicSalary).not.toHaveAttribute('aria-invalid'));

    await userEvent.clear(panel.getByRole('combobox', { name: 'Currency' }));
    await suggest(panel, 'Currency', 'JPY', 'JPY – Japanese Yen');
    await enter('100');
    await waitFor(() => expect(basicSalary).not.toHaveAttribute('aria-invalid'));
    await enter('100.5');
    await waitFor(() =>
      expect(basicSalary).toHaveAccessibleDescription(/JPY amounts have no decimal places\.$/),
    );
  },
};

/**
 * A date typed in part is not taken for no date: the salary's Effective Date left at "12/__/____"
 * is an error on the field and nothing is saved (it would otherwise take effect today, unnoticed).
 */
export const HalfTypedDate: Story = {
  args: { mode: 'edit', defaultValues: graceOnFile },
  play: async ({ args }) => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('tab', { name: 'Salary' }));
    const effectiveDate = panel.getByRole('group', { name: /Effective Date/ });
    await userEvent.click(within(effectiveDate).getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('12');
    await userEvent.click(panel.getByRole('textbox', { name: 'Basic Salary' }));
    await waitFor(() => expect(panel.getByText('Enter a complete date.')).toBeVisible());
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Finishing it clears the error, and the whole date is what is saved.
    await userEvent.click(within(effectiveDate).getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('012026');
    await userEvent.click(panel.getByRole('textbox', { name: 'Basic Salary' }));
    await waitFor(() => expect(panel.queryByText('Enter a complete date.')).not.toBeInTheDocument());
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values] = (args.onSubmit as Mock).mock.calls[0] ?? [];
    await expect(values.salary.effectiveDate).toBe('2026-12-01');
  },
};

/**
 * An employee changing their own record: only Family, Contact and Directory are offered, checked and
 * sent. A field they cannot see (here an empty first name) never holds them up.
 */
const saveOwnRecord = fn<OwnRecordSubmit>(async () => undefined);

export const OwnRecord: Story = {
  args: {
    canSeeHealth: false,
    defaultValues: { ...graceOnFile, quickEntry: { ...graceOnFile.quickEntry, firstName: '' } },
  },
  // The meta's args are an administrator's; an employee's save takes only their own sections.
  render: (args) => <PanelOnPage {...args} mode="own" onSubmit={saveOwnRecord} />,
  play: async () => {
    saveOwnRecord.mockClear();
    const args = { onSubmit: saveOwnRecord };
    const panel = await findPanel();
    await expect(panel.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Family',
      'Contact',
      'Directory',
    ]);
    await expect(panel.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(panel.getByRole('tab', { name: 'Contact' }));
    const personalEmail = panel.getByRole('textbox', { name: 'Personal Email' });
    await userEvent.type(personalEmail, 'not an address');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(personalEmail).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(personalEmail);
    await userEvent.type(personalEmail, 'grace@example.org');
    await userEvent.type(
      panel.getAllByRole('textbox', { name: 'Phone' })[0] as HTMLElement,
      '+233 20 123 4567',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values] = (args.onSubmit as Mock).mock.calls[0] ?? [];
    await expect(Object.keys(values).sort()).toEqual(['contact', 'directory', 'family']);
    await expect(values.contact).toMatchObject({
      phone: '+233 20 123 4567',
      personalEmail: 'grace@example.org',
    });
  },
};
