import { CONTACT_REPLY_PROMISE, SIDE_MENU } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { toSideNavItems } from '../shell/sideMenu.ts';
import { LandingScreen, type LandingScreenProps } from './LandingScreen.tsx';
import { menuAvailability } from './menuAvailability.ts';

/** A build like the one the stories were written in: every menu route has its screen but Incident's. */
const isBuilt = (path: string) => !path.startsWith('/incident/');

const meta = {
  title: 'Screens/Marketing/LandingScreen',
  component: LandingScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'HR Payroll',
    availability: menuAvailability(toSideNavItems(SIDE_MENU, isBuilt)),
    onContactSubmit: fn<LandingScreenProps['onContactSubmit']>(async () => undefined),
  },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list item of a menu group in a region of the page. */
const areaIn = (region: HTMLElement, group: string) =>
  within(region)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(group));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your management story starts with us.' }),
    ).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    // Both lists are the side menu's: a page it opens works today, one it greys out is being built.
    const today = canvas.getByRole('region', { name: 'What works today' });
    await expect(areaIn(today, 'Leave Management')).toHaveTextContent(
      'Leave Management: Planner, Schedule, Review',
    );
    await expect(areaIn(today, 'Payroll')).toHaveTextContent('Process');
    await expect(areaIn(today, 'Team')).toHaveTextContent(
      'Team: Discussions, Document & Form Sharing, Announcements',
    );
    await expect(areaIn(today, 'Incident')).toBeUndefined();
    const building = canvas.getByRole('region', { name: 'What is being built' });
    await expect(areaIn(building, 'Incident')).toHaveTextContent(
      'Incident: Management, Causeless, Category, Type, Decision',
    );
    // Every Employee Management entry has its page since Training (issue 28).
    await expect(areaIn(building, 'Employee Management')).toBeUndefined();
    await expect(areaIn(today, 'Employee Management')).toHaveTextContent(
      'Create Employee, Request, Placement, Employment Terms, Education, Experience, Training, Custom Role',
    );
    await expect(areaIn(building, 'Team')).toBeUndefined();
    await expect(areaIn(building, 'Leave Management')).toBeUndefined();
    await expect(building).toHaveTextContent('Not yet available');

    // §2.11's contact form, and one reply promise: the contact section's and the footer's are the same.
    const contact = canvas.getByRole('region', { name: 'Contact us' });
    await expect(within(contact).getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(contact).toHaveTextContent(CONTACT_REPLY_PROMISE);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(CONTACT_REPLY_PROMISE);
    await expect(canvasElement).not.toHaveTextContent(/24 hours/);

    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('HR Payroll');
    const account = within(footer).getByRole('navigation', { name: 'Account' });
    await expect(within(account).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(within(account).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/** 320 px, the narrowest phone: the calls to action stack and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    const create = main.getByRole('link', { name: 'Create your account' }).getBoundingClientRect();
    const signIn = main.getByRole('link', { name: 'Sign in' }).getBoundingClientRect();
    await expect(signIn.top).toBeGreaterThanOrEqual(create.bottom);
    const page = canvas.getByRole('main').parentElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Before any area has its pages: nothing is said to work. */
export const NothingBuiltYet: Story = {
  args: { availability: menuAvailability(toSideNavItems(SIDE_MENU, () => false)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = canvas.getByRole('region', { name: 'What works today' });
    await expect(within(today).queryByRole('list')).not.toBeInTheDocument();
    await expect(today).toHaveTextContent('No page of the menu is open yet');
    const building = canvas.getByRole('region', { name: 'What is being built' });
    await expect(areaIn(building, 'Dashboard')).toHaveTextContent(/^Dashboard$/);
    await expect(areaIn(building, 'Payroll')).toHaveTextContent('Salary Adjustment');
  },
};

/** Once every entry of the menu has its page, nothing is left in the being-built list. */
export const EverythingBuilt: Story = {
  args: {
    availability: {
      worksToday: [
        { id: 'dashboard', label: 'Dashboard', entries: [] },
        { id: 'team', label: 'Team', entries: ['Discussions', 'Document & Form Sharing', 'Announcements'] },
      ],
      beingBuilt: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const building = canvas.getByRole('region', { name: 'What is being built' });
    await expect(within(building).queryByRole('list')).not.toBeInTheDocument();
    await expect(building).toHaveTextContent('Every page of the menu works today.');
    const today = canvas.getByRole('region', { name: 'What works today' });
    await expect(within(today).getAllByRole('listitem')).toHaveLength(2);
  },
};
