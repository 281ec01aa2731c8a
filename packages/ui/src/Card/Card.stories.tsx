import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, IconButton } from '../Button/index.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Leave balance',
    children: <p style={{ margin: 0 }}>12 of 21 annual leave days remain this year.</p>,
  },
  argTypes: { as: { control: 'inline-radio', options: ['section', 'article'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Leave balance' });
    await expect(within(card).getByRole('heading', { name: 'Leave balance', level: 2 })).toBeVisible();
    await expect(card).toHaveTextContent('12 of 21 annual leave days remain this year.');
  },
};

const addDepartment = fn();

export const WithActions: Story = {
  args: {
    title: 'Departments',
    children: <p style={{ margin: 0 }}>Finance, Engineering and HR.</p>,
    actions: <IconButton icon="add" aria-label="Add department" onPress={addDepartment} />,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Departments' });
    const add = within(card).getByRole('button', { name: 'Add department' });
    await userEvent.click(add);
    await expect(addDepartment).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(addDepartment).toHaveBeenCalledTimes(2);
  },
};

const viewAll = fn();

export const WithFooter: Story = {
  args: {
    title: 'Pending requests',
    headingLevel: 3,
    children: <p style={{ margin: 0 }}>3 leave requests wait for your review.</p>,
    footer: (
      <Button variant="secondary" size="small" onPress={viewAll}>
        Review requests
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Pending requests' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Pending requests');
    await userEvent.click(within(card).getByRole('button', { name: 'Review requests' }));
    await expect(viewAll).toHaveBeenCalledTimes(1);
  },
};

export const Article: Story = {
  args: {
    as: 'article',
    title: 'Office closed on Friday',
    children: (
      <p style={{ margin: 0 }}>The office is closed for the public holiday; payroll runs on Thursday.</p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('article', { name: 'Office closed on Friday' }),
    ).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('12 of 21 annual leave days remain this year.')).toBeVisible();
  },
};
