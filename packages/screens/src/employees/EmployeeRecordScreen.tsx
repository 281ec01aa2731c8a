import type { EndEmploymentValues } from '@hr/domain';
import { Badge, Button, Icon, Link, Tab, TabList, TabPanel, Tabs } from '@hr/ui';
import { fromDate, getLocalTimeZone, toCalendarDate } from '@internationalized/date';
import { useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { RecordHistory, type RecordHistoryProps } from '../audit/RecordHistory.tsx';
import { EmployeeDocumentsTab, type EmployeeDocumentsTabProps } from '../documents/EmployeeDocumentsTab.tsx';
import type { FormSubmitResult } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { type EmployeeRecordPay, EmployeeSalaryPay } from '../payroll/EmployeeSalaryPay.tsx';
import { EmployeeAccountPanel } from './EmployeeAccountPanel.tsx';
import { EmployeeIncidentDecisions } from './EmployeeIncidentDecisions.tsx';
import { EmployeeRecordHistory } from './EmployeeRecordHistory.tsx';
import styles from './EmployeeRecordScreen.module.css';
import {
  currentPlacement,
  EmployeeRecordSections,
  optionName,
  withHistoryNames,
} from './EmployeeRecordSections.tsx';
import { EndEmploymentDialog, type EndEmploymentField } from './EndEmploymentDialog.tsx';
import type { EmployeeFormOptions } from './employeeFormSections.ts';
import type { EmployeeRecord } from './employeeRecord.ts';
import { type RecordFormat, useRecordFormat } from './employeeRecordFormat.ts';

export type { EmployeeRecordPay } from '../payroll/EmployeeSalaryPay.tsx';
export type { EndEmploymentField } from './EndEmploymentDialog.tsx';
export type {
  EmployeeAccount,
  EmployeeIncidentDecision,
  EmployeePlacementChange,
  EmployeeRecord,
  EmployeeSalaryChange,
} from './employeeRecord.ts';

export interface EmployeeRecordScreenProps {
  /** 'not-found' when there is no employee at this address (or none the reader may see). */
  status: 'loading' | 'error' | 'ready' | 'not-found';
  /** Why the record could not be loaded. */
  errorMessage?: string;
  /** Loads the record again; without it the error offers no retry. */
  onRetry?: () => void;
  /** The record, once status is ready. */
  employee?: EmployeeRecord;
  /** The employer's reference rows, to name the ids the record holds (as EmployeeFormPanel takes them). */
  options: EmployeeFormOptions;
  /**
   * admin: an administrator, who sees health and may invite the employee or end the employment.
   * self: the employee reading their own record, who sees neither health nor those actions.
   */
  viewer: 'admin' | 'self';
  /** Opens the Employee panel in edit mode (the app shows EmployeeFormPanel); without it there is no Edit. */
  onEdit?: () => void;
  /** Administrators: sends the employee a one-time sign-up link, valid 7 days, through the mail outbox. */
  onSendInvitation?: () => Promise<FormSubmitResult>;
  /** Administrators: ends the employment; feedback naming a field shows on it in the dialog. */
  onEndEmployment?: (values: EndEmploymentValues) => Promise<FormSubmitResult<EndEmploymentField>>;
  /**
   * The employee's pay items, reliefs and, for administrators, what may be done with them and the
   * payslip preview; without it the Salary section shows no pay groups.
   */
  pay?: EmployeeRecordPay;
  /** Where "Back to employees" leads (administrators only). */
  backHref?: string;
  /** The reader's time zone, for when an invitation was sent; the browser's by default. */
  timeZone?: string;
  /** The moment an end date and an invitation's expiry are compared with; the time of rendering by default. */
  now?: Date;
  /**
   * The record's changes (get-employee-history), for readers who may see them: a History tab beside
   * the record. `onHistoryOpen` is called the first time it is chosen, to load it.
   */
  history?: RecordHistoryProps;
  onHistoryOpen?: () => void;
  /**
   * The documents asked of the employee (Document WorkFlow), for readers whose documents permission
   * reaches them: a Documents tab. `onDocumentsOpen` is called when it is chosen, to load it.
   */
  documents?: EmployeeDocumentsTabProps;
  onDocumentsOpen?: () => void;
}

function EmploymentBadge({
  employment,
  format,
  today,
}: {
  employment: EmployeeRecord['employment'];
  format: RecordFormat;
  today: string;
}) {
  if (employment.status === 'active' || employment.endDate === null) {
    return (
      <Badge variant={employment.status === 'active' ? 'success' : 'neutral'} className={styles.badge}>
        {employment.status === 'active' ? 'Active' : 'Employment ended'}
      </Badge>
    );
  }
  const endsLater = employment.endDate >= today;
  return (
    <Badge variant={endsLater ? 'warning' : 'neutral'} className={styles.badge}>
      {`Employment ${endsLater ? 'ends' : 'ended'} on ${format.day(employment.endDate)}`}
    </Badge>
  );
}

interface EmployeeRecordViewProps extends Omit<EmployeeRecordScreenProps, 'status' | 'employee'> {
  employee: EmployeeRecord;
  timeZone: string;
  now: Date;
}

function EmployeeRecordView({
  employee,
  options: offered,
  viewer,
  onEdit,
  onSendInvitation,
  onEndEmployment,
  pay,
  timeZone,
  now,
  history,
  onHistoryOpen,
  documents,
  onDocumentsOpen,
}: EmployeeRecordViewProps) {
  const format = useRecordFormat(timeZone);
  const [isEnding, setEnding] = useState(false);
  // A new key per opening gives the dialog a fresh, empty form each time.
  const [endingKey, setEndingKey] = useState(0);
  // The day a dismissal gives when End employment is opened from it.
  const [suggestedEnd, setSuggestedEnd] = useState<string | undefined>();
  const openEnding = (endDate?: string) => {
    setSuggestedEnd(endDate);
    setEndingKey(endingKey + 1);
    setEnding(true);
  };
  const { values, employment } = employee;
  const options = useMemo(
    () => withHistoryNames(offered, employee.placementHistory),
    [offered, employee.placementHistory],
  );
  const { quickEntry } = values;
  const fullName = `${quickEntry.firstName} ${quickEntry.lastName}`;
  const placement = currentPlacement(values);
  const summary = [
    { key: 'employeeNo', text: `Employee ID ${quickEntry.employeeNo}` },
    { key: 'position', text: optionName(options.jobPositions, placement.jobPositionId) },
    { key: 'department', text: optionName(options.departments, placement.departmentId) },
  ].filter((part): part is { key: string; text: string } => part.text !== null);
  const isAdmin = viewer === 'admin';
  const isEmployed = employment.status === 'active';
  const today = toCalendarDate(fromDate(now, timeZone)).toString();

  const sections = (
    <>
      <EmployeeRecordSections
        values={values}
        options={options}
        canSeeHealth={isAdmin}
        format={format}
        salaryPay={
          pay ? (
            <EmployeeSalaryPay {...pay} employeeName={fullName} canManage={isAdmin} today={today} />
          ) : null
        }
      />
      <EmployeeRecordHistory
        salaryHistory={employee.salaryHistory}
        placementHistory={employee.placementHistory}
        format={format}
      />
    </>
  );

  return (
    <>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>{fullName}</h1>
          <p className={styles.summary}>
            {summary.map((part, index) => (
              <span key={part.key}>
                {/* A dot to the eye; a pause (comma) to a screen reader. */}
                {index > 0 ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <VisuallyHidden elementType="span">, </VisuallyHidden>
                  </>
                ) : null}
                {part.text}
              </span>
            ))}
          </p>
          <div className={styles.status}>
            <EmploymentBadge employment={employment} format={format} today={today} />
            {!isEmployed && employment.endReason ? (
              <p className={styles.endReason}>Reason: {employment.endReason}</p>
            ) : null}
          </div>
        </div>
        <div className={styles.actions}>
          {onEdit ? (
            <Button variant="secondary" onPress={onEdit}>
              <Icon name="edit" /> Edit
            </Button>
          ) : null}
          {isAdmin && isEmployed && onEndEmployment ? (
            <Button variant="danger" onPress={() => openEnding()}>
              End employment
            </Button>
          ) : null}
        </div>
      </div>
      {employee.incidentDecisions ? (
        <EmployeeIncidentDecisions
          decisions={employee.incidentDecisions}
          format={format}
          onRecordEnd={isAdmin && isEmployed && onEndEmployment ? openEnding : undefined}
        />
      ) : null}
      {isAdmin ? (
        <EmployeeAccountPanel
          account={employee.account}
          email={quickEntry.email}
          firstName={quickEntry.firstName}
          isEmployed={isEmployed}
          onSendInvitation={onSendInvitation}
          format={format}
          now={now}
        />
      ) : null}
      {history || documents ? (
        <Tabs
          onSelectionChange={(key) => {
            if (key === 'history') onHistoryOpen?.();
            if (key === 'documents') onDocumentsOpen?.();
          }}
        >
          <TabList aria-label={`${fullName}’s record`}>
            <Tab id="record">Record</Tab>
            {history ? <Tab id="history">History</Tab> : null}
            {documents ? <Tab id="documents">Documents</Tab> : null}
          </TabList>
          <TabPanel id="record" className={styles.page}>
            {sections}
          </TabPanel>
          {history ? (
            <TabPanel id="history">
              <RecordHistory {...history} recordName={fullName} timeZone={timeZone} />
            </TabPanel>
          ) : null}
          {documents ? (
            <TabPanel id="documents">
              <EmployeeDocumentsTab {...documents} />
            </TabPanel>
          ) : null}
        </Tabs>
      ) : (
        sections
      )}
      {onEndEmployment ? (
        <EndEmploymentDialog
          key={endingKey}
          isOpen={isEnding}
          onOpenChange={setEnding}
          employeeName={fullName}
          startedOn={values.personal.dateJoined ?? quickEntry.startDate}
          suggestedEndDate={suggestedEnd}
          onEndEmployment={onEndEmployment}
        />
      ) : null}
    </>
  );
}

/**
 * The employee's record at /employee/edit/{id}: every section of the Employee form as read-only
 * cards, the salary and placement histories, and for administrators the account (invitation) and
 * End employment. Editing happens in the Employee panel the app opens from Edit.
 */
export function EmployeeRecordScreen({
  status,
  errorMessage,
  onRetry,
  employee,
  backHref = '/employee',
  timeZone = getLocalTimeZone(),
  now = new Date(),
  ...viewProps
}: EmployeeRecordScreenProps) {
  return (
    <div className={styles.page}>
      {viewProps.viewer === 'admin' ? (
        <Link href={backHref} variant="standalone" className={styles.back}>
          <Icon name="chevronLeft" /> Back to employees
        </Link>
      ) : null}
      {status === 'loading' ? (
        <>
          <h1 className={pageHeader.title}>Employee</h1>
          <PageLoading label="Loading the employee’s record" />
        </>
      ) : status === 'error' ? (
        <>
          <h1 className={pageHeader.title}>Employee</h1>
          <LoadError
            title="The employee’s record could not be loaded."
            message={errorMessage}
            onRetry={onRetry}
          />
        </>
      ) : status === 'not-found' || !employee ? (
        <>
          <h1 className={pageHeader.title}>No such employee</h1>
          <p className={styles.notFoundText}>
            There is no employee at this address. The link may be wrong, or the employee may have been
            removed.
          </p>
        </>
      ) : (
        <EmployeeRecordView {...viewProps} employee={employee} timeZone={timeZone} now={now} />
      )}
    </div>
  );
}
