import { ApiError, endEmployment, getEmployee, sendInvitation, updateEmployee } from '@hr/api';
import { toEmployeeFormInput } from '@hr/domain';
import { EmployeeFormPanel, EmployeeRecordScreen } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { toScreenRecord } from '../employees/employeeRecord.ts';
import { useEmployeeFormOptions } from '../employees/useEmployeeFormOptions.ts';
import { paths } from '../paths.ts';
import { userAtom } from '../session/sessionAtom.ts';
import { toastQueue } from '../toasts.ts';

/**
 * §2.1 Employee edit (/employee/edit/{id}): the record, with the Employee panel for editing it.
 * The server decides what a reader may see: an employee gets only their own record, without health.
 */
export function Component() {
  const { id = '' } = useParams();
  const isAdmin = useAtomValue(userAtom)?.role === 'admin';
  const { options, onAddOption } = useEmployeeFormOptions();
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
  const [changed, setChanged] = useState<typeof loaded.data>();
  const employee = changed ?? loaded.data;
  const status = loaded.status === 'ready' && !employee ? 'not-found' : loaded.status;

  return (
    <>
      <EmployeeRecordScreen
        status={status}
        errorMessage={loaded.errorMessage}
        onRetry={loaded.retry}
        employee={employee ?? undefined}
        options={options}
        viewer={isAdmin ? 'admin' : 'self'}
        backHref={paths.employees}
        onEdit={isAdmin ? () => setEditing(true) : undefined}
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
      {employee && isAdmin ? (
        <EmployeeFormPanel
          isOpen={isEditing}
          mode="edit"
          defaultValues={toEmployeeFormInput(employee.values)}
          options={options}
          onAddOption={onAddOption}
          canSeeHealth
          onClose={() => setEditing(false)}
          onSubmit={async (values) => {
            try {
              setChanged(toScreenRecord((await updateEmployee(apiClient, { id, ...values })).returnObject));
              setEditing(false);
              toastQueue.add({ title: 'The employee record was saved.', variant: 'success' });
            } catch (error) {
              return feedbackFor(error, 'any-field');
            }
          }}
        />
      ) : null}
    </>
  );
}
