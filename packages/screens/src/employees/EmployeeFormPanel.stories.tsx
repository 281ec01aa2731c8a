import {
  createEmployeeFormSchema,
  EMPLOYEE_FORM_DEFAULTS,
  employeeNoAlreadyUsed,
  QUICK_ENTRY_BANNER,
} from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { EmployeeFormPanel, type EmployeeFormSubmit } from './EmployeeFormPanel.tsx';
import { PanelOnPage, panelArgs } from './EmployeeFormPanelStoryPage.tsx';
import { NONE_SET_UP_YET } from './employeeFormFields.tsx';
import {
  choose,
  fillQuickEntry,
  findPanel,
  grace,
  graceOnFile,
  noOptions,
  STORY_TODAY,
} from './employeeFormStoryData.ts';

type Submit = EmployeeFormSubmit;

const meta = {
  title: 'Screens/Employees/EmployeeFormPanel',
  component: EmployeeFormPanel,
  parameters: { layout: 'fullscreen' },
  args: panelArgs(),
  render: (args) => <PanelOnPage {...args} />,
} satisfies Meta<typeof EmployeeFormPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const schema = createEmployeeFormSchema({ today: STORY_TODAY });

export const QuickEntry: Story = {
  play: async ({ args }) => {
    const panel = await findPanel();
    await expect(body.getByRole('dialog', { name: 'Employee' })).toHaveAccessibleDescription(
      'Fill out the form below to place an employee',
    );
    const tabs = panel.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Quick entry',
      'Personal',
      'Job',
      'Salary',
      'Family',
      'Contact',
      'Health',
      'Directory',
      'Others',
    ]);
    await expect(panel.getByRole('tab', { name: 'Quick entry' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByText(QUICK_ENTRY_BANNER)).toBeVisible();

    await fillQuickEntry(panel);
    await choose(panel, /Job Position/, 'Accountant');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Exactly the schema's output for what was typed: every other field null or its default.
    const quickEntry = { ...EMPLOYEE_FORM_DEFAULTS.quickEntry, ...grace, position: 'pos-acc' };
    await expect(args.onSubmit).toHaveBeenCalledWith(
      v.parse(schema, { ...EMPLOYEE_FORM_DEFAULTS, quickEntry }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        quickEntry: {
          employeeNo: 'E-0002',
          firstName: 'Grace',
          lastName: 'Hopper',
          dob: '1986-12-09',
          country: 'Ghana',
          ninId: 'GHA-123456789-0',
          passport: null,
          position: 'pos-acc',
          email: 'grace.hopper@example.com',
          phoneNumber: null,
          department: null,
          startDate: null,
        },
        family: { maritalStatus: 'Single', spouseWorking: false, spouse: null, numberOfChildren: 0 },
      }),
    );
  },
};

/** §5: an empty Save names every required field and stays on the quick entry. */
export const RequiredFields: Story = {
  play: async ({ args }) => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    const employeeNo = panel.getByRole('textbox', { name: 'Employee ID' });
    await waitFor(() => expect(employeeNo).toHaveFocus());
    await expect(employeeNo).toHaveAccessibleDescription('Enter the Employee ID.');
    for (const message of [
      'Enter the first name.',
      'Enter the last name.',
      'Enter the date of birth.',
      'Choose the nationality from the list.',
      'Enter the National ID.',
      'Enter the e-mail address.',
    ]) {
      await expect(panel.getByText(message)).toBeVisible();
    }
    await expect(panel.getByRole('tab', { name: 'Quick entry' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tab', { name: 'Quick entry' })).toHaveAccessibleDescription('has errors');
    await expect(panel.getByRole('tab', { name: 'Personal' })).not.toHaveAccessibleDescription();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args }) => {
    const panel = await findPanel();
    await fillQuickEntry(panel);
    const email = panel.getByRole('textbox', { name: 'Email Address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'grace.hopper@');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** Errors only on another section: Save shows that section and focuses the field. */
export const JumpToFirstError: Story = {
  args: {
    defaultValues: {
      ...graceOnFile,
      personal: { ...graceOnFile.personal, dateJoined: '2026-02-01', endOfProbation: '2026-01-31' },
      salary: { ...graceOnFile.salary, basicSalary: '12.345', currency: 'GBP' },
    },
  },
  play: async ({ args }) => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(panel.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true'),
    );
    const endOfProbation = panel.getByRole('group', { name: /End of Probation/ });
    await waitFor(() => expect(endOfProbation).toContainElement(document.activeElement as HTMLElement));
    await expect(panel.getByText('The end of probation cannot be before the date joined.')).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Salary' })).toHaveAccessibleDescription('has errors');
    await expect(panel.getByRole('tab', { name: 'Quick entry' })).not.toHaveAccessibleDescription();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(panel.getByRole('tab', { name: 'Salary' }));
    await expect(panel.getByRole('textbox', { name: 'Basic Salary' })).toHaveAccessibleDescription(
      /GBP amounts have at most 2 decimal places\.$/,
    );
  },
};

/** The server's 409: the sentence goes on Employee ID, whose tab comes into view. */
export const DuplicateEmployeeId: Story = {
  args: {
    mode: 'edit',
    defaultValues: graceOnFile,
    onSubmit: fn<Submit>(async () => ({
      field: 'quickEntry.employeeNo',
      message: employeeNoAlreadyUsed(grace.employeeNo),
    })),
  },
  play: async ({ args }) => {
    const panel = await findPanel();
    await expect(body.getByRole('dialog', { name: 'Employee' })).toHaveAccessibleDescription(
      'Change the details below and save them',
    );
    await userEvent.click(panel.getByRole('tab', { name: 'Family' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const employeeNo = await panel.findByRole('textbox', { name: 'Employee ID' });
    await waitFor(() => expect(employeeNo).toHaveFocus());
    await expect(employeeNo).toHaveAccessibleDescription(
      'Employee ID E-0002 is already used by another employee.',
    );
    await expect(employeeNo).toHaveValue(grace.employeeNo);
    await expect(panel.getByRole('tab', { name: 'Quick entry' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Feedback that names no field shows above the form; nothing typed is lost. */
export const ServerError: Story = {
  args: {
    defaultValues: graceOnFile,
    onSubmit: fn<Submit>(async () => ({ message: 'The employee could not be saved. Try again.' })),
  },
  play: async () => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'The employee could not be saved. Try again.',
    );
    await expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveValue(grace.firstName);
  },
};

export const Submitting: Story = {
  args: { defaultValues: graceOnFile, onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async () => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(panel.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument());
    await expect(panel.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NoHealthForEmployee: Story = {
  args: { canSeeHealth: false, defaultValues: graceOnFile },
  play: async ({ args }) => {
    const panel = await findPanel();
    await expect(panel.getAllByRole('tab')).toHaveLength(8);
    await expect(panel.queryByRole('tab', { name: 'Health' })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ health: expect.anything() }),
    );
  },
};

/** Closing with changes asks first; Keep editing keeps them, Discard closes. */
export const UnsavedChanges: Story = {
  play: async ({ args, canvasElement }) => {
    let panel = await findPanel();
    await userEvent.type(panel.getByRole('textbox', { name: 'First Name' }), grace.firstName);
    await userEvent.click(panel.getByRole('button', { name: 'Close' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await expect(confirm).toHaveAccessibleDescription(/has not been saved and will be lost/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveValue(grace.firstName);
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    const again = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    // Opened again, the form starts afresh and closes at once while unchanged.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add employee' }));
    panel = await findPanel();
    await expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await userEvent.click(panel.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const EmptyOptions: Story = {
  args: { options: noOptions },
  play: async () => {
    const panel = await findPanel();
    for (const label of [/Job Position/, /Department/]) {
      const select = panel.getByRole('button', { name: label });
      await expect(select).toBeDisabled();
      await expect(select).toHaveAccessibleDescription(NONE_SET_UP_YET);
    }
    await userEvent.click(panel.getByRole('tab', { name: 'Salary' }));
    await expect(panel.getByRole('button', { name: /Bank/ })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const panel = await findPanel();
    const firstName = panel.getByRole('textbox', { name: 'First Name' });
    const lastName = panel.getByRole('textbox', { name: 'Last Name' });
    await expect(lastName.getBoundingClientRect().top).toBeGreaterThan(
      firstName.getBoundingClientRect().bottom,
    );
    const tabList = panel.getByRole('tablist', { name: 'Employee form sections' });
    await expect(tabList.scrollWidth).toBeGreaterThan(tabList.clientWidth);
    await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
