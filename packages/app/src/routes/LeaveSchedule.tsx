import {
  adjustLeaveBalance,
  cancelLeaveRequest,
  getLeaveBalances,
  type LeaveType,
  listLeaveRequests,
  listLeaveTypes,
  previewLeaveRequest,
  submitLeaveRequest,
  uploadAttachment,
  withdrawLeaveRequest,
} from '@hr/api';
import { type LeaveApplicationValues, LeaveScheduleScreen, type LeaveTypeChoice } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { type Loaded, useLoad } from '../api/useLoad.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { userAtom } from '../session/sessionAtom.ts';

const toChoice = (type: LeaveType): LeaveTypeChoice => ({
  id: type.id,
  code: type.code,
  description: type.description ?? '',
  color: type.color,
  leaveUnit: type.leaveUnit,
  requireReason: type.requireReason,
  requireAttachment: type.requireAttachment,
});

/** One person's balances and requests, as the Schedule shows them. */
async function loadPerson(employeeId: string, signal: AbortSignal) {
  const [balances, requests] = await Promise.all([
    getLeaveBalances(apiClient, { employeeId }, { signal }),
    listLeaveRequests(apiClient, { employeeId }, { signal }),
  ]);
  return { employeeId, balances: balances.returnObject, requests: requests.returnObject };
}

/** The page's state from both loads: an error or a load in progress of either is the page's. */
function combined(...loads: Loaded<unknown>[]) {
  const failed = loads.find((load) => load.status === 'error');
  if (failed) return { status: 'error' as const, errorMessage: failed.errorMessage };
  return {
    status: loads.some((load) => load.status === 'loading') ? ('loading' as const) : ('ready' as const),
  };
}

/**
 * Leave Management › Schedule: an employee applies for their own leave under the policy; an
 * administrator chooses the employee, applies for them (the policy only warns) and may adjust their
 * balance. After every change the person's balances and requests are read again. A refusal goes to
 * the form with whatever field it names: the form shows it on a field it has, above them otherwise.
 */
export function Component() {
  const user = useAtomValue(userAtom);
  const isAdministrator = user?.role === 'admin';
  const ownEmployeeId = user?.employeeId ?? null;
  const employeeChoices = useEmployeeChoices();
  // Read by the person's load, which may run before the render that would carry a new choice.
  const chosen = useRef<string | null>(isAdministrator ? null : ownEmployeeId);
  const [chosenId, setChosenId] = useState(chosen.current);

  const leaveTypes = useLoad(async (signal) =>
    (await listLeaveTypes(apiClient, {}, { signal })).returnObject.map(toChoice),
  );
  const person = useLoad(async (signal) => {
    if (chosen.current) return loadPerson(chosen.current, signal);
    if (isAdministrator) return null;
    throw new Error('Your account is not linked to an employee record, so it has no leave to show.');
  });

  const whoseLeave = (values: { employeeId: string | null }) => values.employeeId ?? ownEmployeeId ?? '';
  const refreshed = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      return feedbackFor(error);
    }
    await person.reload();
    return undefined;
  };

  return (
    <LeaveScheduleScreen
      {...combined(leaveTypes, person)}
      onRetry={() => {
        if (leaveTypes.status === 'error') leaveTypes.retry();
        if (person.status === 'error') person.retry();
      }}
      leaveTypes={leaveTypes.data ?? []}
      balances={person.data?.balances ?? []}
      requests={person.data?.requests ?? []}
      isLoadingPerson={chosenId !== null && person.data?.employeeId !== chosenId}
      {...(isAdministrator
        ? {
            ...employeeChoices,
            onEmployeeChange: (employeeId: string | null) => {
              chosen.current = employeeId;
              setChosenId(employeeId);
              void person.reload();
            },
            onAdjustBalance: async (values) => {
              try {
                await adjustLeaveBalance(apiClient, values);
              } catch (error) {
                return feedbackFor(error, 'any-field');
              }
              await person.reload();
            },
          }
        : {})}
      onPreview={async (values: LeaveApplicationValues) =>
        (await previewLeaveRequest(apiClient, { ...values, employeeId: whoseLeave(values) })).returnObject
      }
      onSubmit={async (values) => {
        try {
          await submitLeaveRequest(apiClient, { ...values, employeeId: whoseLeave(values) });
        } catch (error) {
          return feedbackFor(error, 'any-field');
        }
        await person.reload();
      }}
      onUpload={async (file) => {
        try {
          return (await uploadAttachment(apiClient, file, file.name)).returnObject;
        } catch (error) {
          return { message: feedbackFor(error).message };
        }
      }}
      onWithdraw={(id) => refreshed(() => withdrawLeaveRequest(apiClient, { id }))}
      onCancel={(id) => refreshed(() => cancelLeaveRequest(apiClient, { id }))}
    />
  );
}
