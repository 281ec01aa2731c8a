import type { ModuleAccessItem, ModuleId } from '@hr/api';
import { type HeldPermissions, type MenuGroup, menuForPermissions } from '@hr/domain';
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

/**
 * Someone's menu: what their permissions open (menuForPermissions: the administrators' areas and
 * set-up pages go with the cells they need), and for an employee account a module's area only when the
 * employer has enabled that module for employees (§2.7 Module Access).
 */
export function menuFor(
  menu: readonly MenuGroup[],
  role: 'admin' | 'employee',
  modules: readonly ModuleAccessItem[] | null,
  held: HeldPermissions,
): readonly MenuGroup[] {
  const allowed = menuForPermissions(menu, held);
  if (role === 'admin') return allowed;
  const disabledGroups = new Set(
    Object.entries(moduleGroups)
      .filter(([id]) => !isModuleEnabled(modules, id as ModuleId))
      .map(([, group]) => group),
  );
  return allowed.filter((group) => !disabledGroups.has(group.id));
}
