import type { ReferenceItemInput, ReferenceItemValues } from '@hr/domain';
import type { DataTableColumns } from '@hr/ui';
import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import type { FormSubmitResult } from '../forms/index.ts';

/**
 * Reference data: the short lists an employer keeps (departments, job positions, levels, branches,
 * banks) that employee records point at. Every list has the same shape, so one screen and one
 * dialog serve them all; each kind adds its own columns and fields.
 */
export interface ReferenceItem {
  id: string;
  /** Unique within the employer, whatever its case (see isSameCode in @hr/domain). */
  code: string;
  name: string;
  /** An inactive row stays on the records that use it but is no longer offered for new ones. */
  active: boolean;
}

/** An employee as offered when choosing who heads a department or a branch. */
export interface EmployeeChoice {
  id: string;
  name: string;
}

/**
 * The employees a field offers: the server's first page of them, and how to ask for those a typed
 * name matches (without `onSearch`, the field only filters `items`).
 */
export interface EmployeeOptions {
  items: readonly EmployeeChoice[];
  onSearch?: (text: string) => void;
}

/** Where a reference list stands: everything a screen of the pattern is given and reports. */
export interface ReferenceDataProps<TItem extends ReferenceItem, TValues extends ReferenceItemValues> {
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every row of the employer, active or not; the screen sorts and filters them itself. */
  items: readonly TItem[];
  /**
   * Adds a row (`existing` undefined) or saves the changes to `existing`. Answer `{ field: 'code',
   * message }` for a 409 (the code is taken) and it shows on Code; any other feedback shows above
   * the fields. The codes of `items` are checked before this is called, so a clash with a row on
   * screen never reaches the server.
   */
  onSave: (values: TValues, existing?: TItem) => Promise<FormSubmitResult<Extract<keyof TValues, string>>>;
  /**
   * Deletes a row. When something still refers to it, answer with a message that names what, e.g.
   * "Engineering can't be deleted: 3 employees are placed in it. Deactivate it instead."
   */
  onDelete: (item: TItem) => Promise<FormSubmitResult>;
  /** Activates or deactivates a row at once, without the other changes in the dialog. */
  onSetActive: (item: TItem, active: boolean) => Promise<FormSubmitResult>;
}

/** What makes one kind of reference data: its words, columns, form schema and form values. */
export interface ReferenceDataKind<
  TItem extends ReferenceItem,
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
> {
  /** The page heading, which also names the table ("Departments"). */
  title: string;
  /** One row, in a sentence ("department"). */
  one: string;
  /** Several rows, in a sentence ("departments"). */
  many: string;
  /** The page's add button and the add dialog's submit button ("Add Department"). */
  addLabel: string;
  /** The add dialog's title. */
  addTitle: string;
  /** The edit dialog's title ("Edit department"). */
  editTitle: string;
  /** Code, Name, the kind's own columns, then Active (see referenceCell for Code and Name). */
  columns: DataTableColumns<TItem>;
  /** The form's schema, from @hr/domain, which the server checks too. */
  schema: GenericSchema<TInput, TValues>;
  /** The form of a new row: empty, and Active on. */
  emptyValues: TInput;
  /** The form of an existing row. */
  toInput: (item: TItem) => TInput;
  /** The form's fields that show their own server feedback; other feedback goes to the banner. */
  fields: readonly FieldPath<TInput>[];
}

/**
 * The kind's own fields, after Code, Name and Active. `item` is the row edited, undefined when adding;
 * `employees` are those a head is chosen from (departments and branches).
 */
export type RenderExtraFields<
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
  TItem,
> = (
  control: Control<TInput, unknown, TValues>,
  item: TItem | undefined,
  employees: EmployeeOptions,
) => ReactNode;

/**
 * One kind's dialog: its words, schema and own fields. The kind's list screen opens it, and so does
 * any other screen that adds a row of the kind where it is needed (the Employee form's Add buttons),
 * so both show the same dialog.
 */
export interface ReferenceDialogDefinition<
  TItem extends ReferenceItem,
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
> {
  kind: ReferenceDataKind<TItem, TInput, TValues>;
  renderExtraFields?: RenderExtraFields<TInput, TValues, TItem>;
}
