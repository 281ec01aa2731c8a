import type { IncidentCategoryValues, IncidentDecisionValues, IncidentTypeValues } from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';

/** What every incident set-up row has. */
export interface IncidentSetupRow {
  id: string;
  code: string;
  description: string;
  isActive: boolean;
}

/** Incident set-up's rows as the lists have them: the forms' values as saved, and their id. */
export interface IncidentCategory extends IncidentCategoryValues {
  id: string;
}

export interface IncidentType extends IncidentTypeValues {
  id: string;
}

export interface IncidentDecision extends IncidentDecisionValues {
  id: string;
  /** Follows from the kind: a suspension without pay takes days out of the pay run. */
  affectsPay: boolean;
}

/**
 * What an incident set-up screen reports, as the employer's lists do (see ReferenceDataProps):
 * answer `{ field, message }` for a refusal the form shows on a field (a 409 on `code`), any other
 * feedback above the fields.
 */
export interface IncidentSetupCallbacks<TItem, TValues, TField extends string> {
  /** Adds a row (`existing` undefined) or saves the changes to `existing`. */
  onSave: (values: TValues, existing?: TItem) => Promise<FormSubmitResult<TField>>;
  /** Deletes a row; when something still uses it, answer a message that says so. */
  onDelete: (item: TItem) => Promise<FormSubmitResult>;
  /** Activates or deactivates a row at once, without the other changes in the dialog. */
  onSetActive: (item: TItem, active: boolean) => Promise<FormSubmitResult>;
}

export type IncidentCategoryField = 'code' | 'description' | 'color';
export type IncidentTypeField = 'code' | 'description' | 'categoryId' | 'rule' | 'defaultSeverity';
export type IncidentDecisionField = 'code' | 'description' | 'kind' | 'hasPeriod' | 'warningLiveMonths';

/** How sentences name a row: its description. */
export const setupRowName = ({ description }: { description: string }) => description;

/** The words the code filter and the tables share. */
export const searchCodeAndDescription = (item: { code: string; description: string }) => [
  item.code,
  item.description,
];
