import {
  ApiError,
  endEmployment,
  getEmployee,
  listRequests,
  sendInvitation,
  type UpdateEmployeeRequest,
  updateEmployee,
} from '@hr/api';
import { meetsNeed, toEmployeeFormInput } from '@hr/domain';
import {
  type EmployeeFormField,
  EmployeeFormPanel,
  type EmployeeRecord,
  EmployeeRecordScreen,
  PendingChangesNote,
  withExtraOptions,
} from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { useEmployeeDocuments } from '../documents/useEmployeeDocuments.ts';
import { toScreenRecord } from '../employees/employeeRecord.ts';
import { useEmployeeFormOptions } from '../employees/useEmployeeFormOptions.ts';
import { useEmployeeHistory } from '../employees/useEmployeeHistory.ts';
import { isModuleEnabled, moduleAccessAtom } from '../employer/moduleAccess.ts';
import { paths } from '../paths.ts';
import { useEmployeePay } from '../payroll/useEmployeePay.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';
import { userAtom } from '../session/sessionAtom.ts';
import { toastQueue } from '../toasts.ts';

/** The line manager of the record's placement, by the name its placement history gives them. */
function currentLineManager({ values, placementHistory }: EmployeeRecord) {
  const id = values.personal.placement.lineManagerId;
  const name = placementHistory.find((change) => change.lineManagerId === id)?.lineManagerName;
  return id && name ? [{ id, name }] : [];
}

/**
 * §2.1 Employee edit (/employee/edit/{id}): the record, with the Employee panel for editing it.
 * The server decides what a reader may see: an employee gets only their own record, without health.
 */
export function Component() {
  const { id = '' } = useParams();
  const { history, onHistoryOpen } = useEmployeeHistory(id);
  const user = useAtomValue(userAtom);
  // What the page offers follows the reader's permissions, as the server's answers do: a Payroll
  // Officer who reads every record neither sees health nor gets the record keeper's actions.
  const held = useHeldPermissions() ?? {};
  const recordKeeping = held.employees?.update ?? [];
  // Health, invitations and ending employment are for those who keep the whole employer's records.
  const isAdmin = recordKeeping.includes('employer');
  // Others' records are edited with the full form by whoever keeps records beyond their own (the
  // server holds them to their scope); everyone else edits only their own, with the own form.
  const keepsRecords = recordKeeping.some((scope) => scope !== 'own');
  const mayEdit = keepsRecords || user?.employeeId === id;
  const modules = useAtomValue(moduleAccessAtom)?.modules ?? null;
  const { options, onAddOption, onLineManagerSearch } = useEmployeeFormOptions({
    withLineManagers: keepsRecords,
    // Leave's set-up names the record's work week and calendar, for readers Leave is open to.
    withLeaveSetUp:
      meetsNeed(held, { area: 'leave', action: 'read', wholeEmployer: true }) ||
      (meetsNeed(held, { area: 'leave', action: 'read' }) && isModuleEnabled(modules, 'leave')),
  });
  const [isEditing, setEditing] = useState(false);
  const loaded = useLoad(async (signal) => {
    try {
      return toScreenRecord((await getEmployee(apiClient, { id }, { signal })).returnObject);
    } catch (error) {
      // An id that is not this reader's to see reads as no such employee, as the server answers it.
      if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400))
        return null;
      throw error;
    }
  });
  // Changes of details the employee asked for that wait for approval: shown as pending on the record.
  const pendingChanges = useLoad(async (signal) => {
    const answer = await listRequests(apiClient, { employeeId: id, status: 'Pending' }, { signal }).catch(
      () => null,
    );
    return (answer?.returnObject.requests ?? [])
      .filter((request) => request.kind === 'Change of details')
      .map((request) => request.description);
  }, id);
  const [changed, setChanged] = useState<typeof loaded.data>();
  const employee = changed ?? loaded.data;
  // Payroll is administrators' only: an employee's own record asks none of it and shows no pay
  // groups. Asked once the record is on screen, so the record never waits behind the pay.
  const pay = useEmployeePay(id, isAdmin && Boolean(employee));
  const status = loaded.status === 'ready' && !employee ? 'not-found' : loaded.status;
  // The documents asked of the employee, for readers whose documents read reaches anyone (the server
  // answers the 404 of an unknown employee to one it does not reach).
  const { documents, onDocumentsOpen } = useEmployeeDocuments(
    id,
    employee ? `${employee.values.quickEntry.firstName} ${employee.values.quickEntry.lastName}` : '',
    meetsNeed(held, { area: 'documents', action: 'read' }),
  );
  // Read when the panel opens; one object per loaded record.
  const values = employee?.values;
  const defaultValues = useMemo(() => (values ? toEmployeeFormInput(values) : undefined), [values]);

  // The panel names the record's line manager even when the employees offered (the first page, or the
  // last search's answer) leave them out.
  const panelOptions = useMemo(
    () => withExtraOptions(options, { lineManagers: employee ? currentLineManager(employee) : [] }),
    [options, employee],
  );
  const panel = { isOpen: isEditing, defaultValues, options: panelOptions, onClose: () => setEditing(false) };
  const save = async (sections: Omit<UpdateEmployeeRequest, 'id'>) => {
    try {
      setChanged(toScreenRecord((await updateEmployee(apiClient, { id, ...sections })).returnObject));
      setEditing(false);
      toastQueue.add({ title: 'The employee record was saved.', variant: 'success' });
    } catch (error) {
      return feedbackFor<EmployeeFormField>(error, 'any-field');
    }
  };

  return (
    <>
      {status === 'ready' ? <PendingChangesNote changes={pendingChanges.data ?? []} /> : null}
      <EmployeeRecordScreen
        status={status}
        errorMessage={loaded.errorMessage}
        onRetry={loaded.retry}
        employee={employee ?? undefined}
        options={options}
        viewer={isAdmin ? 'admin' : 'self'}
        backHref={paths.employees}
        onEdit={mayEdit ? () => setEditing(true) : undefined}
        pay={pay}
        history={history}
        onHistoryOpen={onHistoryOpen}
        documents={documents}
        onDocumentsOpen={onDocumentsOpen}
        onSendInvitation={
          isAdmin
            ? async () => {
                try {
                  const { returnMessage } = await sendInvitation(apiClient, { id });
                  toastQueue.add({ title: returnMessage, variant: 'success' });
                  setChanged(toScreenRecord((await getEmployee(apiClient, { id })).returnObject));
                } catch (error) {
                  return feedbackFor(error);
                }
              }
            : undefined
        }
        onEndEmployment={
          isAdmin
            ? async (values) => {
                try {
                  setChanged(
                    toScreenRecord((await endEmployment(apiClient, { id, ...values })).returnObject),
                  );
                } catch (error) {
                  return feedbackFor(error, ['endDate', 'reason']);
                }
              }
            : undefined
        }
      />
      {employee ? (
        // Someone who keeps no records but their own edits it: family, contact and directory, which is
        // all the server lets them change.
        keepsRecords ? (
          <EmployeeFormPanel
            {...panel}
            mode="edit"
            canSeeHealth={isAdmin}
            onAddOption={onAddOption}
            onLineManagerSearch={onLineManagerSearch}
            onSubmit={save}
          />
        ) : (
          <EmployeeFormPanel {...panel} mode="own" canSeeHealth={false} onSubmit={save} />
        )
      ) : null}
    </>
  );
}
