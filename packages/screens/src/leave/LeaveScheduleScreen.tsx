import { Button } from '@hr/ui';
import { getLocalTimeZone, today as todayIn } from '@internationalized/date';
import { type ReactNode, useId, useState } from 'react';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { LeaveApplicationForm, type LeaveApplicationFormProps } from './LeaveApplicationForm.tsx';
import { LeaveBalanceAdjustDialog } from './LeaveBalanceAdjustDialog.tsx';
import { LeaveBalanceCards } from './LeaveBalanceCards.tsx';
import { LeaveRequestsTable } from './LeaveRequestsTable.tsx';
import styles from './LeaveSchedule.module.css';
import type { LeaveAdjustmentField, LeaveAdjustmentValues } from './leaveAdjustmentSchema.ts';
import type { LeaveBalance, LeaveRequest } from './leaveRequests.ts';

export interface LeaveScheduleScreenProps
  extends Pick<LeaveApplicationFormProps, 'leaveTypes' | 'onPreview' | 'onSubmit' | 'onUpload'> {
  /** 'loading' until the leave types, balances and requests have come. */
  status: 'loading' | 'error' | 'ready';
  /** Why they could not be loaded. */
  errorMessage?: string;
  /** Loads them again; without it the error offers no retry. */
  onRetry?: () => void;
  /** The person's balances: the reader's own, or the chosen employee's. */
  balances: readonly LeaveBalance[];
  /** The person's requests, whatever became of them. */
  requests: readonly LeaveRequest[];
  /**
   * Administrators and HR: the employees they may apply for, chosen first. Without it the reader
   * applies for themselves and the leave policy applies to them.
   */
  employees?: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
  /** The chosen employee changed: load their balances and requests. */
  onEmployeeChange?: (employeeId: string | null) => void;
  /** The chosen employee's balances and requests are on their way; the old ones show meanwhile. */
  isLoadingPerson?: boolean;
  /** Withdraws a pending request; feedback is a refusal, shown in the dialog that asked. */
  onWithdraw: (requestId: string) => Promise<FormSubmitResult>;
  /** Cancels approved leave that has not started; feedback is a refusal, shown in the dialog. */
  onCancel: (requestId: string) => Promise<FormSubmitResult>;
  /** Today, 'YYYY-MM-DD' (the reader's); approved leave after it can be cancelled. */
  today?: string;
  /**
   * Administrators: adjusts the chosen employee's balance, with a reason. With it, "Adjust balance"
   * opens the adjustment dialog for that employee and today; feedback shows in the dialog.
   */
  onAdjustBalance?: (values: LeaveAdjustmentValues) => Promise<FormSubmitResult<LeaveAdjustmentField>>;
}

/**
 * The menu's Leave Management › Schedule: the balances, the application with what it would take,
 * and the requests made. An administrator chooses the employee first; the policy then only warns.
 */
export function LeaveScheduleScreen({
  status,
  errorMessage,
  onRetry,
  leaveTypes,
  balances,
  requests,
  employees,
  onEmployeeSearch,
  onEmployeeChange,
  isLoadingPerson = false,
  onPreview,
  onSubmit,
  onUpload,
  onWithdraw,
  onCancel,
  today,
  onAdjustBalance,
}: LeaveScheduleScreenProps) {
  const requestsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [employee, setEmployee] = useState<EmployeeChoice | null>(null);
  const employeeId = employee?.id ?? null;
  const [adjustments, setAdjustments] = useState({ isOpen: false, opened: 0 });
  const isAdministrator = employees !== undefined;
  const showsPerson = !isAdministrator || employeeId !== null;
  const todayText = today ?? todayIn(getLocalTimeZone()).toString();

  let content: ReactNode;
  if (status === 'loading') {
    content = <PageLoading label="Loading leave" />;
  } else if (status === 'error') {
    content = <LoadError title="Your leave could not be loaded." message={errorMessage} onRetry={onRetry} />;
  } else {
    content = (
      <>
        {employees ? (
          <EmployeeComboBox
            label="Employee"
            description="Whom you apply for. Start typing a name."
            employees={employees}
            {...(onEmployeeSearch ? { onSearch: onEmployeeSearch } : {})}
            value={employeeId}
            onChange={(id) => {
              setEmployee(id === null ? null : (employees.find((choice) => choice.id === id) ?? employee));
              onEmployeeChange?.(id);
            }}
            className={styles.employee}
          />
        ) : null}
        {showsPerson ? (
          <>
            <LeaveBalanceCards balances={balances} isLoading={isLoadingPerson} />
            {employees && employeeId && onAdjustBalance ? (
              <div>
                <Button
                  variant="secondary"
                  onPress={() => setAdjustments(({ opened }) => ({ isOpen: true, opened: opened + 1 }))}
                >
                  Adjust balance
                </Button>
                <LeaveBalanceAdjustDialog
                  // A new form per opening: a refused submit keeps what was typed until it closes.
                  key={adjustments.opened}
                  isOpen={adjustments.isOpen}
                  onOpenChange={(isOpen) => setAdjustments(({ opened }) => ({ isOpen, opened }))}
                  employees={employees}
                  {...(onEmployeeSearch ? { onEmployeeSearch } : {})}
                  selectedEmployee={employee}
                  leaveTypes={leaveTypes}
                  defaultValues={{ employeeId, date: todayText }}
                  onSubmit={onAdjustBalance}
                  onDone={setAnnouncement}
                />
              </div>
            ) : null}
            <section aria-labelledby={`${requestsId}-apply`} className={styles.section}>
              <h2 id={`${requestsId}-apply`} className={styles.sectionTitle}>
                Apply for leave
              </h2>
              <LeaveApplicationForm
                leaveTypes={leaveTypes}
                employeeId={isAdministrator ? employeeId : null}
                onPreview={onPreview}
                onSubmit={onSubmit}
                onUpload={onUpload}
                onApplied={setAnnouncement}
              />
            </section>
            <section aria-labelledby={requestsId} className={styles.section}>
              <h2 id={requestsId} className={styles.sectionTitle}>
                {isAdministrator ? 'Requests' : 'Your requests'}
              </h2>
              <LeaveRequestsTable
                requests={requests}
                today={todayText}
                labelledBy={requestsId}
                isLoading={isLoadingPerson}
                onWithdraw={onWithdraw}
                onCancel={onCancel}
                onDone={setAnnouncement}
              />
            </section>
          </>
        ) : (
          <p className={styles.muted}>Choose an employee to see their balances and apply for their leave.</p>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={pageHeader.heading}>
        <h1 className={pageHeader.title}>Schedule</h1>
        {/* Always there, so what the form or a dialog did is announced. */}
        <p role="status" className={styles.announcement}>
          {announcement}
        </p>
      </div>
      {content}
    </div>
  );
}
