import type { IconName } from '../Icon/index.ts';

/** The icon of each group of the product's side menu (SIDE_MENU in @hr/domain), keyed by group id. */
export const MENU_GROUP_ICONS: Readonly<Record<string, IconName>> = {
  dashboard: 'dashboard',
  employees: 'users',
  leave: 'calendar',
  attendance: 'clock',
  documents: 'file',
  incident: 'alert',
  team: 'chat',
  expenses: 'briefcase',
  payroll: 'money',
  employer: 'building',
};
