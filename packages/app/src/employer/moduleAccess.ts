import type { ModuleAccessItem, ModuleId } from '@hr/api';
import type { MenuGroup } from '@hr/domain';
import { atom } from 'jotai';

/**
 * The employer's module switches as last read or saved, with the user they were read for, so that
 * another account signing in on this tab never inherits them; null until the shell has asked.
 */
export const moduleAccessAtom = atom<{ userId: string; modules: readonly ModuleAccessItem[] } | null>(null);

/** The menu groups a module switch opens to employees (Expense Claim has no menu group yet). */
const moduleGroups: Partial<Record<ModuleId, string>> = { leave: 'leave', attendance: 'attendance' };

/** Whether the employer has switched `id` on for employees (no stored choice is off). */
export function isModuleEnabled(modules: readonly ModuleAccessItem[] | null, id: ModuleId): boolean {
  return modules?.some((module) => module.id === id && module.enabled) ?? false;
}

/** The administrators' areas, which an employee's menu never shows. */
const adminGroups = new Set(['employees', 'employer']);

/**
 * The areas an employee's menu shows only some entries of: Payroll's set-up and runs are
 * administrators', an employee's own payslips and salary statement theirs (issue 14).
 */
const employeeEntriesOf: Record<string, ReadonlySet<string>> = {
  payroll: new Set(['payroll.annual-salary-statement', 'payroll.my-payslips']),
};

/** The set-up pages inside areas employees use, which their menu leaves out too. */
const adminEntries = new Set([
  'leave.entitlement-report',
  'leave.leave-type',
  'leave.earning-policy',
  'leave.workday',
  'leave.holiday',
  'leave.settings',
  'attendance.workday',
  'attendance.holiday',
]);

/**
 * An employee's menu: the administrators' areas and set-up pages left out (of Payroll, their own
 * payslips and salary statement only), and a module's area only
 * when the employer has enabled that module for employees (§2.7 Module Access). Administrators see
 * it all.
 */
export function menuFor(
  menu: readonly MenuGroup[],
  role: 'admin' | 'employee',
  modules: readonly ModuleAccessItem[] | null,
): readonly MenuGroup[] {
  if (role === 'admin') return menu;
  const disabledGroups = new Set(
    Object.entries(moduleGroups)
      .filter(([id]) => !isModuleEnabled(modules, id as ModuleId))
      .map(([, group]) => group),
  );
  return menu
    .filter((group) => !adminGroups.has(group.id) && !disabledGroups.has(group.id))
    .map((group) =>
      group.entries
        ? {
            ...group,
            entries: group.entries.filter(
              (entry) => !adminEntries.has(entry.id) && (employeeEntriesOf[group.id]?.has(entry.id) ?? true),
            ),
          }
        : group,
    );
}
