import type { EmployeeFormValues } from '@hr/domain';
import { Card } from '@hr/ui';
import type { ReactNode } from 'react';
import styles from './EmployeeRecordScreen.module.css';
import {
  type EmployeeFormOption,
  type EmployeeFormOptions,
  type ExtraOptions,
  withExtraOptions,
} from './employeeFormSections.ts';
import type { EmployeePlacementChange } from './employeeRecord.ts';
import type { RecordFormat } from './employeeRecordFormat.ts';
import { RecordDetailList, yesNo } from './RecordDetails.tsx';

export interface EmployeeRecordSectionsProps {
  values: EmployeeFormValues;
  options: EmployeeFormOptions;
  /** Administrators only: without it the Health card is left out. */
  canSeeHealth: boolean;
  format: RecordFormat;
  /** The employee's pay groups (and payslip preview), shown under the salary's details. */
  salaryPay?: ReactNode;
}

/** Said for a reference row the record points at that the employer no longer lists. */
const NO_LONGER_LISTED = 'No longer listed';

/** The name of the reference row `id` names, null when none is chosen. */
export function optionName(options: readonly EmployeeFormOption[], id: string | null): string | null {
  if (id === null) return null;
  return options.find((option) => option.id === id)?.name ?? NO_LONGER_LISTED;
}

type NamedKind = 'jobPositions' | 'departments' | 'levels' | 'lineManagers';

const HISTORY_NAMES: Record<NamedKind, (change: EmployeePlacementChange) => [string | null, string | null]> =
  {
    jobPositions: (change) => [change.jobPositionId, change.jobPositionName],
    departments: (change) => [change.departmentId, change.departmentName],
    levels: (change) => [change.levelId, change.levelName],
    lineManagers: (change) => [change.lineManagerId, change.lineManagerName],
  };

/**
 * The options with the rows the placement history names added where the options do not list them:
 * an employee cannot list line managers, a line manager may be past the first choices offered, and a
 * deactivated department is offered no more, yet the record still names them.
 */
export function withHistoryNames(
  options: EmployeeFormOptions,
  history: readonly EmployeePlacementChange[],
): EmployeeFormOptions {
  const named: ExtraOptions = {};
  for (const kind of Object.keys(HISTORY_NAMES) as NamedKind[]) {
    named[kind] = history.flatMap((change) => {
      const [id, name] = HISTORY_NAMES[kind](change);
      return id !== null && name !== null ? [{ id, name }] : [];
    });
  }
  return withExtraOptions(options, named);
}

/** The quick entry's position and department are the placement's until a placement says otherwise. */
export function currentPlacement(values: EmployeeFormValues) {
  const { placement } = values.personal;
  return {
    jobPositionId: placement.jobPositionId ?? values.quickEntry.position,
    departmentId: placement.departmentId ?? values.quickEntry.department,
  };
}

/** The record's sections as cards, in the order of the form's tabs (§2.6). */
export function EmployeeRecordSections({
  values,
  options,
  canSeeHealth,
  format,
  salaryPay,
}: EmployeeRecordSectionsProps) {
  const { quickEntry, personal, job, salary, family, contact, health, directory, others } = values;
  const day = (date: string | null) => (date === null ? null : format.day(date));
  const placement = currentPlacement(values);
  const terms = personal.employmentTerms;
  const spouse = family.spouse;
  const spouseName = spouse
    ? [spouse.firstName, spouse.middleName, spouse.lastName].filter(Boolean).join(' ')
    : null;

  return (
    <div className={styles.sections}>
      <Card title="Personal">
        <RecordDetailList
          details={[
            { label: 'Date of Birth', value: day(quickEntry.dob) },
            { label: 'Nationality', value: quickEntry.country },
            { label: 'National ID', value: quickEntry.ninId },
            { label: 'Passport', value: quickEntry.passport },
            { label: 'Start Date', value: day(quickEntry.startDate) },
            { label: 'Date Joined', value: day(personal.dateJoined) },
            { label: 'End of Probation', value: day(personal.endOfProbation) },
          ]}
        />
      </Card>
      <Card title="Job">
        <RecordDetailList
          details={[
            { label: 'Job Title', value: job.title },
            { label: 'Employment Type', value: job.employmentType },
            { label: 'Work Location', value: job.workLocation },
            { label: 'Line Manager', value: optionName(options.lineManagers, job.lineManagerId) },
          ]}
        />
        <RecordDetailList
          title="Placement"
          details={[
            { label: 'Effective Date', value: day(personal.placement.effectiveDate) },
            { label: 'Job Position', value: optionName(options.jobPositions, placement.jobPositionId) },
            { label: 'Department', value: optionName(options.departments, placement.departmentId) },
            { label: 'Level', value: optionName(options.levels, personal.placement.levelId) },
            {
              label: 'Line Manager',
              value: optionName(options.lineManagers, personal.placement.lineManagerId),
            },
          ]}
        />
        <RecordDetailList
          title="Employment terms"
          details={[
            { label: 'Effective Date', value: day(terms.effectiveDate) },
            { label: 'Placement Type', value: terms.placementType },
            { label: 'Job Status', value: terms.jobStatus },
            { label: 'Leave Workflow', value: optionName(options.leaveWorkflows, terms.leaveWorkflowId) },
            { label: 'WorkDay', value: optionName(options.workDays, terms.workDayId) },
            { label: 'Holiday', value: optionName(options.holidays, terms.holidayId) },
          ]}
        />
      </Card>
      <Card title="Salary">
        <RecordDetailList
          details={[
            {
              label: 'Basic Salary',
              value:
                salary.basicSalary !== null && salary.currency !== null
                  ? format.money(salary.basicSalary, salary.currency)
                  : null,
            },
            { label: 'Effective Date', value: day(salary.effectiveDate) },
            { label: 'Next Review Date', value: day(salary.nextReviewDate) },
            { label: 'Pay Period', value: salary.payPeriod },
            { label: 'Payment Method', value: salary.paymentMethod },
            { label: 'Bank', value: optionName(options.banks, salary.bankId) },
            { label: 'Bank Account', value: salary.bankAccount },
          ]}
        />
        {salaryPay}
      </Card>
      <Card title="Family">
        <RecordDetailList
          details={[
            { label: 'Marital Status', value: family.maritalStatus },
            { label: 'Number of Children', value: String(family.numberOfChildren) },
          ]}
        />
        {spouse ? (
          <RecordDetailList
            title="Spouse"
            details={[
              { label: 'Name', value: spouseName },
              { label: 'Spouse Working', value: yesNo(family.spouseWorking) },
              { label: 'Birth Date', value: day(spouse.birthDate) },
              { label: 'Nationality', value: spouse.nationality },
              { label: 'National ID', value: spouse.nationalId },
              { label: 'Passport', value: spouse.passport },
              { label: 'Ethnicity', value: spouse.ethnicity },
              { label: 'Religion', value: spouse.religion },
            ]}
          />
        ) : null}
      </Card>
      <Card title="Contact">
        <RecordDetailList
          details={[
            { label: 'Email Address', value: quickEntry.email },
            { label: 'Phone Number', value: quickEntry.phoneNumber },
            { label: 'Other Phone', value: contact.phone },
            { label: 'Personal Email', value: contact.personalEmail },
            { label: 'Address', value: contact.address },
          ]}
        />
        <RecordDetailList
          title="Emergency contact"
          details={[
            { label: 'Name', value: contact.emergencyContact.name },
            { label: 'Relationship', value: contact.emergencyContact.relationship },
            { label: 'Phone', value: contact.emergencyContact.phone },
          ]}
        />
      </Card>
      {canSeeHealth ? (
        <Card title="Health">
          <p className={styles.cardNote}>
            Only those who keep the whole employer’s records can see this section.
          </p>
          <RecordDetailList
            details={[
              { label: 'Blood Group', value: health?.bloodGroup },
              { label: 'Allergies', value: health?.allergies },
              { label: 'Medical Conditions', value: health?.conditions },
            ]}
          />
        </Card>
      ) : null}
      <Card title="Directory">
        <RecordDetailList
          details={[
            { label: 'Extension', value: directory.extension },
            { label: 'Office', value: directory.office },
            { label: 'Shown in the Company Directory', value: yesNo(directory.shownInDirectory) },
          ]}
        />
      </Card>
      <Card title="Others">
        <RecordDetailList details={[{ label: 'Notes', value: others.notes }]} />
      </Card>
    </div>
  );
}
