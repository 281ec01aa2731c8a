import type { LeaveTypeValues } from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';

/** A leave type as the list has it: the form's values as saved, and its id. */
export interface LeaveType extends LeaveTypeValues {
  id: string;
}

/** The fields of the form a refusal can name and have shown on the field itself. */
export type LeaveTypeField =
  | 'code'
  | 'description'
  | 'color'
  | `rules.${1 | 2}.${'minDays' | 'advanceWorkdays'}`;

/** What the leave type screen reports, as the employer's lists do (see ReferenceDataProps). */
export interface LeaveTypeCallbacks {
  /**
   * Adds a leave type (`existing` undefined) or saves the changes to `existing`. Answer
   * `{ field: 'code', message }` for a 409 (the code is taken) and it shows on Code; feedback naming
   * another of LeaveTypeField shows on that field, and any other above the fields. The codes on
   * screen are checked before this is called.
   */
  onSave: (values: LeaveTypeValues, existing?: LeaveType) => Promise<FormSubmitResult<LeaveTypeField>>;
  /**
   * Deletes a leave type. When leave is recorded against it, answer with a message that says so,
   * e.g. "Annual leave can't be deleted: 12 leave applications use it. Deactivate it instead."
   */
  onDelete: (item: LeaveType) => Promise<FormSubmitResult>;
  /** Activates or deactivates a leave type at once, without the other changes in the dialog. */
  onSetActive: (item: LeaveType, active: boolean) => Promise<FormSubmitResult>;
}

/** How sentences name a leave type: its description, or its code when it has none. */
export function leaveTypeName({ code, description }: Pick<LeaveTypeValues, 'code' | 'description'>) {
  return description || code;
}
