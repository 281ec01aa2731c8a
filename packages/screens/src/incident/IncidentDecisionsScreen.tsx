import { INCIDENT_DECISION_KIND_LABELS } from '@hr/domain';
import { createDataTableColumns } from '@hr/ui';
import { activeFlagCell } from '../employer/referenceCell.tsx';
import { IncidentDecisionDialog } from './IncidentDecisionDialog.tsx';
import { IncidentSetupScreen, type IncidentSetupScreenProps } from './IncidentSetupList.tsx';
import type { IncidentDecision, IncidentDecisionField } from './incidentSetup.ts';

export type IncidentDecisionsScreenProps = IncidentSetupScreenProps<
  IncidentDecision,
  Omit<IncidentDecision, 'id' | 'affectsPay'>,
  IncidentDecisionField
>;

const column = createDataTableColumns<IncidentDecision>();

const columns = column.columns([
  column.accessor('code', { header: 'Code', cell: activeFlagCell, meta: { width: 'minmax(6rem, 0.4fr)' } }),
  column.accessor('description', {
    header: 'Description',
    cell: activeFlagCell,
    meta: { width: 'minmax(12rem, 1.2fr)' },
  }),
  column.accessor((decision) => INCIDENT_DECISION_KIND_LABELS[decision.kind], {
    id: 'kind',
    header: 'Kind',
    cell: activeFlagCell,
    meta: { width: 'minmax(10rem, 0.9fr)' },
  }),
  column.yesNo('hasPeriod', { header: 'Period', meta: { width: 'minmax(5rem, 0.3fr)' } }),
  column.yesNo('affectsPay', { header: 'Affects pay', meta: { width: 'minmax(6rem, 0.4fr)' } }),
  column.accessor('warningLiveMonths', {
    header: 'Live months',
    cell: activeFlagCell,
    meta: { width: 'minmax(6rem, 0.4fr)' },
  }),
  column.yesNo('isActive', { header: 'Active', meta: { width: 'minmax(6rem, 0.3fr)' } }),
]);

/**
 * Incident › Decision (route /incident/incident-decision): the outcomes a case can end with, the
 * eight standard ones first. Each keeps its kind; the dialog adds one of an existing kind or edits,
 * deactivates or deletes one.
 */
export function IncidentDecisionsScreen(props: IncidentDecisionsScreenProps) {
  return (
    <IncidentSetupScreen
      {...props}
      words={{ title: 'Incident Decisions', many: 'incident decisions', addLabel: 'Add Decision' }}
      columns={columns}
      renderDialog={(dialog) => <IncidentDecisionDialog {...dialog} />}
    />
  );
}
