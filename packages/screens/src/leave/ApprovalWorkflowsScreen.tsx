import { createDataTableColumns } from '@hr/ui';
import { ListCellText } from '../employer/referenceCell.tsx';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import listPage from '../layout/ListPage.module.css';
import { ApprovalWorkflowDialog } from './ApprovalWorkflowDialog.tsx';
import {
  type DelegationsProps,
  describeSteps,
  WORKFLOW_KIND_WORDS,
  type WorkflowCallbacks,
  type WorkflowItem,
  type WorkflowKind,
} from './approvalWorkflow.ts';
import { DelegationsSection } from './DelegationsSection.tsx';

/** The administrators' part: the employer's workflows, active or not. */
export interface WorkflowsProps extends WorkflowCallbacks {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Every workflow of the employer; the screen sorts and filters them itself. */
  items: readonly WorkflowItem[];
  /** The employees a named-employee step may name. */
  employees: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
}

export interface ApprovalWorkflowsScreenProps {
  /** Which workflows the page keeps: leave's (Leave Management) unless told; the words follow it. */
  kind?: WorkflowKind;
  /** Administrators only: an employee's page has the delegations alone. */
  workflows?: WorkflowsProps;
  delegations: DelegationsProps;
}

const column = createDataTableColumns<WorkflowItem>();

function textCell({ getValue, row }: { getValue: () => unknown; row: { original: WorkflowItem } }) {
  return <ListCellText value={getValue()} isActive={row.original.active} />;
}

/** "After 3 days", or "Never". */
function escalationText(days: number | null): string {
  if (days === null) return 'Never';
  return `After ${days} ${days === 1 ? 'day' : 'days'}`;
}

const columns = column.columns([
  column.accessor('code', { header: 'Code', cell: textCell, meta: { width: 'minmax(7rem, 0.5fr)' } }),
  column.accessor('name', { header: 'Name', cell: textCell, meta: { width: 'minmax(10rem, 1fr)' } }),
  column.accessor((item) => describeSteps(item.steps), {
    id: 'steps',
    header: 'Steps',
    cell: textCell,
    enableSorting: false,
    meta: { width: 'minmax(16rem, 2fr)' },
  }),
  column.accessor((item) => item.escalateAfterDays ?? Number.POSITIVE_INFINITY, {
    id: 'escalateAfterDays',
    header: 'Escalation',
    cell: ({ row }) => (
      <ListCellText value={escalationText(row.original.escalateAfterDays)} isActive={row.original.active} />
    ),
    meta: { width: 'minmax(8rem, 0.6fr)' },
  }),
  column.yesNo('isDefault', { header: 'Default', meta: { width: 'minmax(7rem, 0.4fr)' } }),
  column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
]);

const searchText = (item: WorkflowItem) => [item.code, item.name, describeSteps(item.steps)];

/**
 * Leave Management › Approval WorkFlow (issue 12 item 5): for administrators the employer's
 * workflows (who decides a leave request, step after step) and everyone's delegations; for an
 * employee their own delegations, to hand their approvals to someone while they are away.
 * Document WorkFlow › Approval WorkFlow (issue 31 item 4) is the same page of the document kind: the
 * workflows that sign a document off step by step, and the same delegations (a delegate decides
 * every approval of the approver's, leave and documents alike).
 */
export function ApprovalWorkflowsScreen({
  kind = 'leave',
  workflows,
  delegations,
}: ApprovalWorkflowsScreenProps) {
  if (!workflows) return <DelegationsSection {...delegations} headingLevel={1} />;
  const { items, employees, onEmployeeSearch, onSave, onDelete, ...list } = workflows;
  const { title, many } = WORKFLOW_KIND_WORDS[kind];
  return (
    <div className={listPage.page}>
      <EditableListScreen
        {...list}
        words={{
          title,
          many,
          addLabel: 'Add Workflow',
          filterPlaceholder: 'Code, name or approver',
          filterScope: 'codes, names and steps',
        }}
        items={items}
        columns={columns}
        searchText={searchText}
        emptyIcon="users"
        renderDialog={(dialog) => (
          <ApprovalWorkflowDialog
            {...dialog}
            kind={kind}
            items={items}
            employees={employees}
            {...(onEmployeeSearch ? { onEmployeeSearch } : {})}
            onSave={onSave}
            onDelete={onDelete}
          />
        )}
      />
      <DelegationsSection {...delegations} headingLevel={2} />
    </div>
  );
}
