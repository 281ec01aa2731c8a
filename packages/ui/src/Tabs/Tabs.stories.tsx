import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.tsx';

const SECTIONS = [
  { id: 'overview', label: 'Overview', content: 'Employee ID, name, position and department.' },
  { id: 'leave', label: 'Leave', content: '12 days of annual leave remaining this year.' },
  { id: 'documents', label: 'Documents', content: 'Signed contract and ID copy.' },
  { id: 'payroll', label: 'Payroll', content: 'Monthly, paid by bank transfer.' },
];

function EmployeeTabs(args: TabsProps & { sections?: typeof SECTIONS }) {
  const { sections = SECTIONS, ...props } = args;
  return (
    <Tabs {...props}>
      <TabList aria-label="Employee details">
        {sections.map((section) => (
          <Tab key={section.id} id={section.id}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          {section.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => <EmployeeTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(/Employee ID/);

    await userEvent.click(canvas.getByRole('tab', { name: 'Leave' }));
    await expect(canvas.getByRole('tab', { name: 'Leave' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Leave' })).toHaveTextContent(/12 days/);
    await expect(canvas.queryByText(/Employee ID/)).not.toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('leave');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const leave = canvas.getByRole('tab', { name: 'Leave' });
    await expect(leave).toHaveFocus();
    await expect(leave).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/12 days/);

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Payroll' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Monthly/);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('payroll');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Payroll' })).toHaveFocus();
  },
};

export const SecondSelected: Story = {
  args: { defaultSelectedKey: 'documents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Signed contract/);
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['leave'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const leave = canvas.getByRole('tab', { name: 'Leave' });
    await expect(leave).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(leave);
    await expect(leave).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('leave');
  },
};

const MANY = [
  'Salary Adjustment',
  'Process',
  'Annual Salary Statement',
  'Earning',
  'Deductions',
  'Bonus',
  'Statutory Contribution',
  'Statutory Table',
  'Setting',
].map((label) => ({ id: label.toLowerCase().replace(/\W+/g, '-'), label, content: `${label} settings.` }));

/** More tabs than fit: the list scrolls sideways, and moving by keyboard brings the tab into view. */
export const ManyTabs: Story = {
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <EmployeeTabs {...args} sections={MANY} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Salary Adjustment' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Setting' });
    await expect(last).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Setting settings.');
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};
