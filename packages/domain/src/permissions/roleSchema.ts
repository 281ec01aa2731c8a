import * as v from 'valibot';
import { optionalText, requiredText } from '../schemas/fieldRules.ts';
import {
  AREA_ACTIONS,
  EMPLOYER_WIDE_AREAS,
  PERMISSION_ACTIONS,
  PERMISSION_AREAS,
  PERMISSION_SCOPES,
  type PermissionGrid,
} from './permissions.ts';

export const ROLE_LIMITS = { name: 50, description: 200 } as const;

export const ROLE_MESSAGES = {
  name: 'Enter the role’s name.',
  emptyGrid: 'Give the role at least one permission.',
  builtInName: 'That name belongs to a built-in role. Choose another.',
} as const;

/**
 * What is wrong with a grid, one sentence per cell, or nothing: an action the area does not have, or
 * a scope narrower than the whole employer on an area whose records are nobody's own.
 */
export function gridProblems(grid: PermissionGrid): string[] {
  const problems: string[] = [];
  for (const [area, cells] of Object.entries(grid)) {
    if (!(PERMISSION_AREAS as readonly string[]).includes(area)) {
      problems.push(`There is no area “${area}”.`);
      continue;
    }
    const known = area as (typeof PERMISSION_AREAS)[number];
    for (const [action, scope] of Object.entries(cells ?? {})) {
      if (!(AREA_ACTIONS[known] as readonly string[]).includes(action)) {
        problems.push(`${known} has no action “${action}”.`);
      } else if (EMPLOYER_WIDE_AREAS.includes(known) && scope !== 'employer') {
        problems.push(`${known} ${action} reaches the whole employer or nothing.`);
      }
    }
  }
  return problems;
}

export function gridIsEmpty(grid: PermissionGrid): boolean {
  return Object.values(grid).every((cells) => Object.keys(cells ?? {}).length === 0);
}

const cellSchema = v.partial(
  v.object(
    Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, v.picklist(PERMISSION_SCOPES)])) as Record<
      (typeof PERMISSION_ACTIONS)[number],
      v.PicklistSchema<typeof PERMISSION_SCOPES, undefined>
    >,
  ),
);

export const permissionGridSchema = v.pipe(
  v.partial(
    v.object(
      Object.fromEntries(PERMISSION_AREAS.map((area) => [area, cellSchema])) as Record<
        (typeof PERMISSION_AREAS)[number],
        typeof cellSchema
      >,
    ),
  ),
  v.check(
    (grid) => gridProblems(grid as PermissionGrid).length === 0,
    (issue) => gridProblems(issue.input as PermissionGrid).join(' '),
  ),
  v.check((grid) => !gridIsEmpty(grid as PermissionGrid), ROLE_MESSAGES.emptyGrid),
);

/** The Custom Role form: the server holds the same rules in the contract and in roles/. */
export const roleFormSchema = v.object({
  name: requiredText(ROLE_LIMITS.name, ROLE_MESSAGES.name),
  description: optionalText(ROLE_LIMITS.description),
  grid: permissionGridSchema,
});
export type RoleFormValues = v.InferOutput<typeof roleFormSchema>;
