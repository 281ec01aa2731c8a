import type { ModuleAccessItem, ModuleId } from '@hr/api';
import { type HeldPermissions, type MenuGroup, menuForPermissions } from '@hr/domain';
import { atom } from 'jotai';

/**
 * The employer's module switches as last read or saved, with the user they were read for, so that
 * another account signing in on this tab never inherits them; null until the shell has asked.
 */
export const moduleAccessAtom = atom<{ userId: string; modules: readonly ModuleAccessItem[] } | null>(null);

/** The menu groups a module switch opens to employees; administrators keep them while it is off. */
const employeeModuleGroups: Partial<Record<ModuleId, string>> = { leave: 'leave', attendance: 'attendance' };

/**
 * The menu groups a module switch opens to everyone (issue 32): the server refuses every expense
 * operation to administrators too while Expense Claim is off, so its pages would only say so.
 */
const everyoneModuleGroups: Partial<Record<ModuleId, string>> = { 'expense-claim': 'expenses' };

/** Whether the employer has switched `id` on for employees (no stored choice is off). */
export function isModuleEnabled(modules: readonly ModuleAccessItem[] | null, id: ModuleId): boolean {
  return modules?.some((module) => module.id === id && module.enabled) ?? false;
}

/**
 * Someone's menu: what their permissions open (menuForPermissions: the administrators' areas and
 * set-up pages go with the cells they need), and a module's area only when the employer has switched
 * that module on (§2.7 Module Access): Expense Claims for everyone, Leave and Attendance for employee
 * accounts. Unknown switches (null) count as off.
 */
export function menuFor(
  menu: readonly MenuGroup[],
  role: 'admin' | 'employee',
  modules: readonly ModuleAccessItem[] | null,
  held: HeldPermissions,
): readonly MenuGroup[] {
  const switched =
    role === 'admin' ? everyoneModuleGroups : { ...employeeModuleGroups, ...everyoneModuleGroups };
  const disabledGroups = new Set(
    Object.entries(switched)
      .filter(([id]) => !isModuleEnabled(modules, id as ModuleId))
      .map(([, group]) => group),
  );
  return menuForPermissions(menu, held).filter((group) => !disabledGroups.has(group.id));
}
