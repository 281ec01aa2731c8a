import { employeeEmailAlreadyUsed } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enterText } from '../forms/storyInput.ts';
import { EmployeeFormPanel, type EmployeeFormSubmit } from './EmployeeFormPanel.tsx';
import { PanelOnPage, panelArgs } from './EmployeeFormPanelStoryPage.tsx';
import { NONE_SET_UP_YET } from './employeeFormFields.tsx';
import type { EmployeeFormOptions } from './employeeFormSections.ts';
import {
  choose,
  employeeFormOptions,
  fillQuickEntry,
  findPanel,
  grace,
  suggest,
} from './employeeFormStoryData.ts';

/**
 * Every field of the sections past the quick entry reaches onSubmit, in its own section, as typed or
 * chosen; the fields left alone are sent as null (or their default).
 */
const meta = {
  title: 'Screens/Employees/EmployeeFormPanel/Fields',
  component: EmployeeFormPanel,
  parameters: { layout: 'fullscreen' },
  args: panelArgs(),
  render: (args) => <PanelOnPage {...args} />,
} satisfies Meta<typeof EmployeeFormPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
type Scope = ReturnType<typeof within>;

/** Line managers unlike the shared story data's, so the selects are seen to offer what the args give. */
const lineManagers = [
  { id: 'emp-yaa', name: 'Yaa Boateng' },
  { id: 'emp-kofi', name: 'Kofi Owusu' },
];

/** As the app sends them until Leave Management exists: no leave workflows, work days or holidays. */
const appOptions: EmployeeFormOptions = {
  ...employeeFormOptions,
  lineManagers,
  leaveWorkflows: [],
  workDays: [],
  holidays: [],
};

/** Types a date as en-US segments (MMDDYYYY) from the month on. */
async function typeDate(scope: Scope, label: RegExp, typed: string) {
  const group = scope.getByRole('group', { name: label });
  await userEvent.click(within(group).getByRole('spinbutton', { name: /month/i }));
  await userEvent.keyboard(typed);
  return group;
}

async function openTab(panel: Scope, name: string) {
  await userEvent.click(panel.getByRole('tab', { name }));
  await waitFor(() => expect(panel.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

async function save(panel: Scope, onSubmit: unknown) {
  await userEvent.click(panel.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
}

/** Personal's placement line manager and employment terms, and the Job section, as the app offers them. */
export const PersonalAndJob: Story = {
  args: { options: appOptions },
  play: async ({ args }) => {
    const panel = await findPanel();
    await fillQuickEntry(panel);

    await openTab(panel, 'Personal');
    for (const label of [/Leave Workflow/, /WorkDay/, /Holiday/]) {
      const select = panel.getByRole('button', { name: label });
      await expect(select).toBeDisabled();
      await expect(select).toHaveAccessibleDescription(NONE_SET_UP_YET);
    }
    await suggest(panel, 'Line Manager', 'Kof', 'Kofi Owusu');
    await choose(panel, /Placement Type/, 'Fixed-term');
    await choose(panel, /Job Status/, 'Probation');
    await expect(panel.getByRole('button', { name: /Placement Type/ })).toHaveTextContent('Fixed-term');

    await openTab(panel, 'Job');
    await enterText(panel.getByRole('textbox', { name: 'Job Title' }), 'Payroll Analyst');
    await choose(panel, /Employment Type/, 'Part-time');
    await enterText(panel.getByRole('textbox', { name: 'Work Location' }), 'Accra head office');
    await suggest(panel, 'Line Manager', 'Yaa', 'Yaa Boateng');

    await save(panel, args.onSubmit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        personal: {
          dateJoined: null,
          endOfProbation: null,
          placement: {
            effectiveDate: null,
            jobPositionId: null,
            lineManagerId: 'emp-kofi',
            departmentId: null,
            levelId: null,
          },
          employmentTerms: {
            effectiveDate: null,
            placementType: 'Fixed-term',
            jobStatus: 'Probation',
            leaveWorkflowId: null,
            workDayId: null,
            holidayId: null,
          },
        },
        job: {
          title: 'Payroll Analyst',
          employmentType: 'Part-time',
          workLocation: 'Accra head office',
          lineManagerId: 'emp-yaa',
        },
      }),
    );
  },
};

/** Sixty employees, as the server holds them; it answers a search with at most the first 50 matches. */
const sixtyEmployees = Array.from({ length: 60 }, (_, index) => ({
  id: `emp-${index + 1}`,
  name: index === 59 ? 'Zainab Quaye' : `Ama Mensah ${String(index + 1).padStart(2, '0')}`,
}));
const firstFiftyMatching = (text: string) =>
  sixtyEmployees.filter((employee) => employee.name.toLowerCase().includes(text.toLowerCase())).slice(0, 50);

/** The page's side of the search: each text typed is answered with the server's first 50 matches. */
function SearchingPanelOnPage({
  onSubmit,
  onSearch,
}: {
  onSubmit: EmployeeFormSubmit;
  onSearch: (text: string) => void;
}) {
  const [lineManagers, setLineManagers] = useState(() => firstFiftyMatching(''));
  return (
    <PanelOnPage
      {...panelArgs()}
      onSubmit={onSubmit}
      options={{ ...appOptions, lineManagers }}
      onLineManagerSearch={(text) => {
        onSearch(text);
        setLineManagers(firstFiftyMatching(text));
      }}
    />
  );
}

/**
 * An employer of more than 50: the Line Manager field asks the server as a name is typed, so the 60th
 * employee, never in the first page, is found and chosen.
 */
export const LineManagerBeyondTheFirstFifty: Story = {
  args: { onLineManagerSearch: fn() },
  render: ({ onSubmit, onLineManagerSearch }) => (
    <SearchingPanelOnPage onSubmit={onSubmit} onSearch={onLineManagerSearch ?? (() => undefined)} />
  ),
  play: async ({ args }) => {
    const panel = await findPanel();
    await fillQuickEntry(panel);
    await openTab(panel, 'Job');
    const lineManager = panel.getByRole('combobox', { name: 'Line Manager' });
    await userEvent.click(lineManager);
    await userEvent.keyboard('{ArrowDown}');
    const firstPage = await body.findByRole('listbox');
    await expect(within(firstPage).getAllByRole('option')).toHaveLength(50);
    await expect(within(firstPage).queryByRole('option', { name: 'Zainab Quaye' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await suggest(panel, 'Line Manager', 'Zain', 'Zainab Quaye');
    await expect(args.onLineManagerSearch).toHaveBeenCalledWith('Zain');
    await expect(lineManager).toHaveValue('Zainab Quaye');

    await save(panel, args.onSubmit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ job: expect.objectContaining({ lineManagerId: 'emp-60' }) }),
    );
  },
};

/** With rows to offer, the leave workflow, work day and holiday are chosen and saved like the rest. */
export const EmploymentTermsOffered: Story = {
  play: async ({ args }) => {
    const panel = await findPanel();
    await fillQuickEntry(panel);
    await openTab(panel, 'Personal');
    await choose(panel, /Leave Workflow/, 'Line manager, then HR');
    await choose(panel, /WorkDay/, 'Monday to Friday');
    await choose(panel, /Holiday/, 'Ghana public holidays');

    await save(panel, args.onSubmit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        personal: expect.objectContaining({
          employmentTerms: {
            effectiveDate: null,
            placementType: null,
            jobStatus: null,
            leaveWorkflowId: 'lwf-1',
            workDayId: 'wd-1',
            holidayId: 'hol-1',
          },
        }),
      }),
    );
  },
};

/** How the salary is paid: the review date, the bank, and the spec's pay periods and methods. */
export const SalaryPayment: Story = {
  play: async ({ args }) => {
    const panel = await findPanel();
    await fillQuickEntry(panel);
    await openTab(panel, 'Salary');

    const review = await typeDate(panel, /Next Review Date/, '09302026');
    await expect(review).toHaveTextContent('9/30/2026');
    await choose(panel, /Bank/, 'Ecobank');
    await enterText(panel.getByRole('textbox', { name: 'Bank Account' }), '0012345678');

    const payPeriod = within(panel.getByRole('radiogroup', { name: 'Pay Period' }));
    const method = within(panel.getByRole('radiogroup', { name: 'Method' }));
    const choices = (group: Scope) =>
      group.getAllByRole('radio').map((radio: HTMLElement) => radio.getAttribute('value'));
    await expect(choices(payPeriod)).toEqual(['Monthly', 'Weekly', 'Semi-Monthly', 'Bi-Weekly']);
    await expect(choices(method)).toEqual(['Cash', 'Cheque', 'Bank']);
    for (const name of ['Monthly', 'Weekly', 'Semi-Monthly', 'Bi-Weekly']) {
      await expect(payPeriod.getByRole('radio', { name })).toBeInTheDocument();
    }
    for (const name of ['Cash', 'Cheque', 'Bank']) {
      await expect(method.getByRole('radio', { name })).toBeInTheDocument();
    }
    await userEvent.click(payPeriod.getByText('Bi-Weekly'));
    await userEvent.click(method.getByText('Cheque'));
    await waitFor(() => expect(payPeriod.getByRole('radio', { name: 'Bi-Weekly' })).toBeChecked());
    await expect(method.getByRole('radio', { name: 'Cheque' })).toBeChecked();

    await save(panel, args.onSubmit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        salary: {
          effectiveDate: null,
          basicSalary: null,
          currency: null,
          nextReviewDate: '2026-09-30',
          bankId: 'bank-eco',
          bankAccount: '0012345678',
          payPeriod: 'Bi-Weekly',
          paymentMethod: 'Cheque',
        },
      }),
    );
  },
};

/** The sections the spec left as placeholders: Contact, Health, Directory and Others. */
export const ContactHealthDirectoryOthers: Story = {
  play: async ({ args }) => {
    const panel = await findPanel();
    await fillQuickEntry(panel);

    await openTab(panel, 'Contact');
    const [phone] = panel.getAllByRole('textbox', { name: 'Phone' });
    await enterText(phone as HTMLElement, '+233 24 555 0101');
    await enterText(panel.getByRole('textbox', { name: 'Personal Email' }), 'grace@home.example');
    await userEvent.type(panel.getByRole('textbox', { name: 'Address' }), '12 Ring Road{Enter}Accra');
    const emergency = within(panel.getByRole('region', { name: 'Emergency contact' }));
    await enterText(emergency.getByRole('textbox', { name: 'Name' }), 'Mary Hopper');
    await enterText(emergency.getByRole('textbox', { name: 'Relationship' }), 'Sister');
    await enterText(emergency.getByRole('textbox', { name: 'Phone' }), '+233 20 555 0199');

    await openTab(panel, 'Health');
    await choose(panel, /Blood Group/, 'O-');
    await enterText(panel.getByRole('textbox', { name: 'Allergies' }), 'Penicillin');
    await enterText(panel.getByRole('textbox', { name: 'Medical Conditions' }), 'Asthma');

    await openTab(panel, 'Directory');
    await enterText(panel.getByRole('textbox', { name: 'Extension' }), '4127');
    await enterText(panel.getByRole('textbox', { name: 'Office' }), 'Block B, room 12');
    const shown = panel.getByRole('switch', { name: 'Shown in the company directory' });
    await expect(shown).toBeChecked();
    await userEvent.click(shown);
    await expect(shown).not.toBeChecked();

    await openTab(panel, 'Others');
    await enterText(panel.getByRole('textbox', { name: 'Notes' }), 'Prefers e-mail.');

    await save(panel, args.onSubmit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        contact: {
          phone: '+233 24 555 0101',
          personalEmail: 'grace@home.example',
          address: '12 Ring Road\nAccra',
          emergencyContact: { name: 'Mary Hopper', relationship: 'Sister', phone: '+233 20 555 0199' },
        },
        health: { bloodGroup: 'O-', allergies: 'Penicillin', conditions: 'Asthma' },
        directory: { extension: '4127', office: 'Block B, room 12', shownInDirectory: false },
        others: { notes: 'Prefers e-mail.' },
      }),
    );
  },
};

/** The server's 409 on the e-mail, from another tab: it shows on Email Address; nothing typed is lost. */
export const DuplicateEmail: Story = {
  args: {
    onSubmit: fn<EmployeeFormSubmit>(async () => ({
      field: 'quickEntry.email',
      message: employeeEmailAlreadyUsed(grace.email),
    })),
  },
  play: async ({ args }) => {
    const panel = await findPanel();
    await fillQuickEntry(panel);
    await openTab(panel, 'Others');
    await enterText(panel.getByRole('textbox', { name: 'Notes' }), 'Starts Monday.');

    await save(panel, args.onSubmit);
    const email = await panel.findByRole('textbox', { name: 'Email Address' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      'The e-mail address grace.hopper@example.com is already used by another employee.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByRole('tab', { name: 'Quick entry' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.queryByRole('alert')).not.toBeInTheDocument();

    await expect(email).toHaveValue(grace.email);
    for (const [name, value] of [
      ['Employee ID', grace.employeeNo],
      ['First Name', grace.firstName],
      ['Last Name', grace.lastName],
      ['National ID', grace.ninId],
    ] as const) {
      await expect(panel.getByRole('textbox', { name })).toHaveValue(value);
    }
    await expect(panel.getByRole('group', { name: /Date of Birth/ })).toHaveTextContent('12/9/1986');
    await expect(panel.getByRole('combobox', { name: 'Nationality' })).toHaveValue(grace.country);
    await openTab(panel, 'Others');
    await expect(panel.getByRole('textbox', { name: 'Notes' })).toHaveValue('Starts Monday.');
  },
};
