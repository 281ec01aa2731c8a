import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BottomTabBar,
  BottomTabBarPanel,
  type BottomTabBarProps,
  type BottomTabBarTab,
} from './BottomTabBar.tsx';

/** The nine sections of the Employee form, in the spec's order (§2.6). */
const SECTIONS: BottomTabBarTab[] = [
  { id: 'quickEntry', label: 'Quick Entry', icon: 'edit' },
  { id: 'personal', label: 'Personal', icon: 'user' },
  { id: 'job', label: 'Job', icon: 'briefcase' },
  { id: 'salary', label: 'Salary', icon: 'money' },
  { id: 'family', label: 'Family', icon: 'users' },
  { id: 'contact', label: 'Contact', icon: 'chat' },
  { id: 'health', label: 'Health', icon: 'heart' },
  { id: 'directory', label: 'Directory', icon: 'file' },
  { id: 'others', label: 'Others', icon: 'settings' },
];

const WITHOUT_ICONS = SECTIONS.map(({ id, label }) => ({ id, label }));

function Frame({ width = '40rem', children }: { width?: string; children: ReactNode }) {
  return (
    <div style={{ height: '22rem', maxWidth: width, border: '1px solid var(--border-color)' }}>
      {children}
    </div>
  );
}

function EmployeeSections(props: Omit<BottomTabBarProps, 'children' | 'aria-label'>) {
  return (
    <BottomTabBar {...props} aria-label="Employee form sections">
      {props.tabs.map((tab) => (
        <BottomTabBarPanel key={tab.id} id={tab.id}>
          <h2 style={{ margin: 0, fontSize: '1.25rem' }}>{tab.label}</h2>
          <p>The {tab.label.toLowerCase()} fields of the employee.</p>
        </BottomTabBarPanel>
      ))}
    </BottomTabBar>
  );
}

const meta = {
  title: 'UI/BottomTabBar',
  component: BottomTabBar,
  args: {
    tabs: WITHOUT_ICONS,
    'aria-label': 'Employee form sections',
    onSelectionChange: fn(),
    children: null,
  },
  render: ({ children: _panels, ...args }) => (
    <Frame>
      <EmployeeSections {...args} />
    </Frame>
  ),
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NineSections: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(SECTIONS.map((section) => section.label));
    await expect(canvas.getByRole('tab', { name: 'Quick Entry' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Quick Entry' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Salary' }));
    await expect(canvas.getByRole('tab', { name: 'Salary' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Salary' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Salary' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Quick Entry' })).not.toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('salary');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Quick Entry' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Personal' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('heading', { name: 'Salary' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Job' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('heading', { name: 'Others' })).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('others');
  },
};

export const WithIcons: Story = {
  args: { tabs: SECTIONS },
};

export const WithErrorMarker: Story = {
  args: { tabs: SECTIONS, invalidKeys: ['quickEntry', 'family'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Quick Entry' })).toHaveAccessibleDescription('has errors');
    await expect(canvas.getByRole('tab', { name: 'Family' })).toHaveAccessibleDescription('has errors');
    await expect(canvas.getByRole('tab', { name: 'Personal' })).not.toHaveAccessibleDescription();
  },
};

/** A form that moves the user to the section with an error: the selection is controlled from outside. */
function ControlledSections(args: Omit<BottomTabBarProps, 'children' | 'aria-label'>) {
  const [selected, setSelected] = useState<Key>('quickEntry');
  return (
    <Frame>
      <button type="button" onClick={() => setSelected('family')}>
        Show the first error
      </button>
      <EmployeeSections
        {...args}
        selectedKey={selected}
        onSelectionChange={(key) => {
          setSelected(key);
          args.onSelectionChange?.(key);
        }}
      />
    </Frame>
  );
}

export const Controlled: Story = {
  args: { tabs: SECTIONS, invalidKeys: ['family'] },
  render: ({ children: _panels, ...args }) => <ControlledSections {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the first error' }));
    await expect(canvas.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Family' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Health' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('health');
    await expect(canvas.getByRole('heading', { name: 'Health' })).toBeVisible();
  },
};

/** On a phone the nine tabs do not fit: the bar scrolls sideways and follows the keyboard focus. */
export const Narrow: Story = {
  args: { tabs: SECTIONS },
  render: ({ children: _panels, ...args }) => (
    <Frame width="20rem">
      <EmployeeSections {...args} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Employee form sections' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Quick Entry' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Others' })).toHaveFocus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};
