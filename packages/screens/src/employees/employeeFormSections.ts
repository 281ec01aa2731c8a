import {
  type BankValues,
  type DepartmentValues,
  EMPLOYEE_FORM_DEFAULTS,
  EMPLOYEE_FORM_SECTIONS,
  type EmployeeFormInput,
  type EmployeeFormOutput,
  type EmployeeFormSection,
  type JobPositionValues,
  type LevelValues,
} from '@hr/domain';
import type { BottomTabBarTab } from '@hr/ui';
import type { Control, FieldErrors, FieldPath } from 'react-hook-form';
import type { FormFeedback } from '../forms/index.ts';

/** A field of the Employee form by its dotted path, as server feedback names it ('quickEntry.email'). */
export type EmployeeFormField = FieldPath<EmployeeFormInput>;

/** What every section component is given to connect its fields to the form. */
export type EmployeeFormControl = Control<EmployeeFormInput, unknown, EmployeeFormOutput>;

/** A reference row offered in a select: a job position, a department, an employee as line manager... */
export interface EmployeeFormOption {
  id: string;
  name: string;
}

/** The employer's reference rows the selects offer; an empty list disables its select. */
export interface EmployeeFormOptions {
  jobPositions: readonly EmployeeFormOption[];
  departments: readonly EmployeeFormOption[];
  levels: readonly EmployeeFormOption[];
  banks: readonly EmployeeFormOption[];
  lineManagers: readonly EmployeeFormOption[];
  leaveWorkflows: readonly EmployeeFormOption[];
  workDays: readonly EmployeeFormOption[];
  holidays: readonly EmployeeFormOption[];
}

/** Rows to offer besides `options`, by kind: rows added from the form, rows a record names. */
export type ExtraOptions = Partial<Record<keyof EmployeeFormOptions, readonly EmployeeFormOption[]>>;

/** `options` followed, kind by kind, by the rows of `extra` it does not list yet (by id, each once). */
export function withExtraOptions(options: EmployeeFormOptions, extra: ExtraOptions): EmployeeFormOptions {
  const merged = { ...options };
  for (const [kind, rows] of Object.entries(extra) as [keyof EmployeeFormOptions, EmployeeFormOption[]][]) {
    const known = new Set(options[kind].map((option) => option.id));
    const missing: EmployeeFormOption[] = [];
    for (const row of rows) {
      if (known.has(row.id)) continue;
      known.add(row.id);
      missing.push(row);
    }
    if (missing.length > 0) merged[kind] = [...options[kind], ...missing];
  }
  return merged;
}

/** The selects whose rows can be added from the form, by their key in EmployeeFormOptions. */
export type AddableOptionKind = 'jobPositions' | 'departments' | 'levels' | 'banks';

/** What each kind's add dialog (the employer page's own) saves. */
export interface AddableOptionValues {
  jobPositions: JobPositionValues;
  departments: DepartmentValues;
  levels: LevelValues;
  banks: BankValues;
}

/** A kind with its dialog's values, as a pair, so that a switch on the kind knows the values' type. */
export type AddOptionRequest = {
  [Kind in AddableOptionKind]: [kind: Kind, values: AddableOptionValues[Kind]];
}[AddableOptionKind];

/**
 * The row the server created, which the select then offers and chooses, or why it was refused:
 * feedback naming a field of the dialog (a 409 on `code`) shows on it, any other above its fields.
 */
export type AddOptionResult = EmployeeFormOption | FormFeedback;

/** Creates a row of a kind from its add dialog's values. */
export type AddOption = (...request: AddOptionRequest) => Promise<AddOptionResult>;

/** Opens the add dialog of `kind`; the row added is then chosen in `field`. */
export type RequestAddOption = (kind: AddableOptionKind, field: EmployeeFormField) => void;

const SECTION_TABS: Record<EmployeeFormSection, Omit<BottomTabBarTab, 'id'>> = {
  quickEntry: { label: 'Quick entry', icon: 'edit' },
  personal: { label: 'Personal', icon: 'user' },
  job: { label: 'Job', icon: 'briefcase' },
  salary: { label: 'Salary', icon: 'money' },
  family: { label: 'Family', icon: 'users' },
  contact: { label: 'Contact', icon: 'chat' },
  health: { label: 'Health', icon: 'heart' },
  directory: { label: 'Directory', icon: 'file' },
  others: { label: 'Others', icon: 'settings' },
};

/** The bottom tab bar's tabs for the sections offered, in the order given (the spec's). */
export function sectionTabs(
  sections: readonly EmployeeFormSection[],
): (BottomTabBarTab & { id: EmployeeFormSection })[] {
  return sections.map((section) => ({ id: section, ...SECTION_TABS[section] }));
}

export function sectionLabel(section: EmployeeFormSection): string {
  return SECTION_TABS[section].label;
}

function leafPaths(value: unknown, prefix: string): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** Every field of the form, in the order the sections show them (the defaults keep that order). */
export const EMPLOYEE_FORM_FIELDS = leafPaths(EMPLOYEE_FORM_DEFAULTS, '') as EmployeeFormField[];

export function isEmployeeFormField(name: string | undefined): name is EmployeeFormField {
  return (EMPLOYEE_FORM_FIELDS as readonly string[]).includes(name ?? '');
}

export function sectionOf(field: EmployeeFormField): EmployeeFormSection {
  return field.split('.')[0] as EmployeeFormSection;
}

function errorAt(errors: FieldErrors<EmployeeFormInput>, field: EmployeeFormField): boolean {
  let node: unknown = errors;
  for (const key of field.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
}

/** The first field with an error, in the order of the tabs and then of the fields on each. */
export function firstFieldWithError(errors: FieldErrors<EmployeeFormInput>): EmployeeFormField | undefined {
  return EMPLOYEE_FORM_FIELDS.find((field) => errorAt(errors, field));
}

/** The sections that hold at least one error, for the tab bar's markers. */
export function sectionsWithErrors(errors: FieldErrors<EmployeeFormInput>): EmployeeFormSection[] {
  return EMPLOYEE_FORM_SECTIONS.filter((section) => errors[section] !== undefined);
}
