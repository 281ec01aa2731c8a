import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../Button/index.ts';
import { Disclosure } from '../Disclosure/index.ts';
import { DisclosureGroup } from './DisclosureGroup.tsx';

const salaryGroups = [
  { id: 'earning', title: 'Earning', addLabel: 'Add earning' },
  { id: 'deductions', title: 'Deductions', addLabel: 'Add deduction' },
  { id: 'bonus', title: 'Bonus', addLabel: 'Add bonus' },
  { id: 'statutory', title: 'Statutory Contribution', addLabel: 'Add statutory contribution' },
];

const salaryDisclosures = salaryGroups.map(({ id, title, addLabel }) => (
  <Disclosure
    key={id}
    id={id}
    title={title}
    actions={<IconButton icon="add" aria-label={addLabel} size="small" />}
  >
    N/A
  </Disclosure>
));

const meta = {
  title: 'UI/DisclosureGroup',
  component: DisclosureGroup,
  args: { children: salaryDisclosures, onExpandedChange: fn() },
} satisfies Meta<typeof DisclosureGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function triggers(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return salaryGroups.map(({ title }) => canvas.getByRole('button', { name: title }));
}

async function expectAll(canvasElement: HTMLElement, expanded: boolean) {
  for (const trigger of triggers(canvasElement)) {
    await expect(trigger).toHaveAttribute('aria-expanded', String(expanded));
  }
  await waitFor(async () => {
    for (const body of within(canvasElement).getAllByText('N/A')) {
      await (expanded ? expect(body).toBeVisible() : expect(body).not.toBeVisible());
    }
  });
}

export const SharedState: Story = {
  args: { mode: 'shared', defaultExpanded: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAll(canvasElement, true);

    await userEvent.click(canvas.getByRole('button', { name: 'Deductions' }));
    await expectAll(canvasElement, false);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Bonus' }));
    await expectAll(canvasElement, true);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Enter}');
    await expectAll(canvasElement, false);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add bonus' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Statutory Contribution' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectAll(canvasElement, true);
  },
};

export const SharedCollapsed: Story = {
  args: { mode: 'shared' },
  play: async ({ canvasElement }) => {
    await expectAll(canvasElement, false);
  },
};

export const SharedDisabled: Story = {
  args: { mode: 'shared', defaultExpanded: true, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    for (const trigger of triggers(canvasElement)) {
      await expect(trigger).toBeDisabled();
    }
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Earning' }), {
      pointerEventsCheck: 0,
    });
    await expectAll(canvasElement, true);
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const Independent: Story = {
  args: { mode: 'independent', defaultExpandedKeys: ['earning'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const earning = canvas.getByRole('button', { name: 'Earning' });
    const deductions = canvas.getByRole('button', { name: 'Deductions' });
    const bonus = canvas.getByRole('button', { name: 'Bonus' });
    const statutory = canvas.getByRole('button', { name: 'Statutory Contribution' });
    await expect(earning).toHaveAttribute('aria-expanded', 'true');
    await expect(deductions).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(deductions);
    await expect(deductions).toHaveAttribute('aria-expanded', 'true');
    await expect(earning).toHaveAttribute('aria-expanded', 'true');
    await expect(bonus).toHaveAttribute('aria-expanded', 'false');
    await expect(statutory).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['earning', 'deductions']));

    await userEvent.click(earning);
    await expect(earning).toHaveAttribute('aria-expanded', 'false');
    await expect(deductions).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add earning' })).toHaveFocus();
    await userEvent.tab();
    await expect(deductions).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(deductions).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(bonus).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(bonus).toHaveAttribute('aria-expanded', 'true');
    await expect(earning).toHaveAttribute('aria-expanded', 'false');
    await expect(statutory).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Accordion: Story = {
  args: { mode: 'independent', allowsMultipleExpanded: false, defaultExpandedKeys: ['earning'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earning = canvas.getByRole('button', { name: 'Earning' });
    const deductions = canvas.getByRole('button', { name: 'Deductions' });
    await userEvent.click(deductions);
    await expect(deductions).toHaveAttribute('aria-expanded', 'true');
    await expect(earning).toHaveAttribute('aria-expanded', 'false');
  },
};
