import { LEAVE_ROUNDING_LABELS } from '@hr/domain';
import { createDataTableColumns } from '@hr/ui';
import { useMemo } from 'react';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { EarningPolicyDialog } from './EarningPolicyDialog.tsx';
import {
  describeEarning,
  describeScope,
  type EarningPolicyCallbacks,
  type EarningPolicyChoices,
  type EarningPolicyItem,
} from './earningPolicy.ts';

export interface EarningPolicyScreenProps extends EarningPolicyCallbacks {
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every earning policy of the employer; the screen sorts and filters them itself. */
  items: readonly EarningPolicyItem[];
  /** The leave types, levels, departments and job positions the form offers. */
  choices: EarningPolicyChoices;
}

const column = createDataTableColumns<EarningPolicyItem>();

const searchText = (item: EarningPolicyItem) => [item.name, item.leaveTypeCode];

/**
 * Earning Policy (issue 12 item 3): how much of each leave type employees earn and who each policy
 * is for, with one dialog that adds a policy or, opened from a row, edits or deletes it.
 */
export function EarningPolicyScreen({
  status,
  errorMessage,
  onRetry,
  items,
  choices,
  onSave,
  onDelete,
}: EarningPolicyScreenProps) {
  const columns = useMemo(
    () =>
      column.columns([
        // The list starts sorted by the column with id `code`: here the name.
        column.accessor('name', { id: 'code', header: 'Name', meta: { width: 'minmax(12rem, 1.2fr)' } }),
        column.accessor('leaveTypeCode', { header: 'Leave type', meta: { width: 'minmax(7rem, 0.5fr)' } }),
        column.accessor(describeEarning, {
          id: 'earning',
          header: 'Entitlement',
          meta: { width: 'minmax(12rem, 1fr)' },
        }),
        column.accessor((item) => LEAVE_ROUNDING_LABELS[item.rounding], {
          id: 'rounding',
          header: 'Rounded to',
          meta: { width: 'minmax(8rem, 0.6fr)' },
        }),
        column.accessor((item) => describeScope(item, choices), {
          id: 'scope',
          header: 'Applies to',
          meta: { width: 'minmax(12rem, 1.2fr)' },
        }),
      ]),
    [choices],
  );
  return (
    <EditableListScreen
      words={{
        title: 'Earning Policies',
        many: 'earning policies',
        addLabel: 'Add Earning Policy',
        filterPlaceholder: 'Name or leave type',
        filterScope: 'names and leave types',
      }}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      items={items}
      columns={columns}
      searchText={searchText}
      emptyIcon="calendar"
      renderDialog={(dialog) => (
        <EarningPolicyDialog
          {...dialog}
          items={items}
          choices={choices}
          onSave={onSave}
          onDelete={onDelete}
        />
      )}
    />
  );
}
