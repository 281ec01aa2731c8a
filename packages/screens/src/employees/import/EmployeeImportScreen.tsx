import {
  EMPLOYEE_IMPORT_FIELDS,
  EMPLOYEE_IMPORT_MAX_ROWS,
  type EmployeeImportField,
  type EmployeeImportProblem,
  importFieldLabel,
} from '@hr/domain';
import { Banner, Button, Checkbox, FileTrigger, Link, Select, Spinner, TextField } from '@hr/ui';
import { useLocale } from 'react-aria-components';
import pageHeader from '../../layout/PageHeader.module.css';
import styles from './EmployeeImportScreen.module.css';
import { type EmployeeImportState, requiredFieldsMissing } from './employeeImportState.ts';

export interface EmployeeImportActions {
  onFile: (file: File) => void;
  onMap: (column: number, field: EmployeeImportField | null) => void;
  /** Checks the rows (again); `createMissing` accepts the departments and positions to create. */
  onCheck: (createMissing: boolean) => void;
  onEdit: (row: number, field: EmployeeImportField, value: string) => void;
  onImport: () => void;
  onDownloadRefused: (problems: EmployeeImportProblem[]) => void;
  onBack: () => void;
  onRestart: () => void;
}

export interface EmployeeImportScreenProps extends EmployeeImportActions {
  state: EmployeeImportState;
  employeesHref: string;
  /** The file types the chooser offers. */
  acceptedFileTypes: string[];
}

const LEAVE_OUT = '-';
const FIELD_OPTIONS = [
  { id: LEAVE_OUT, name: 'Leave out' },
  ...EMPLOYEE_IMPORT_FIELDS.map(({ key, label, required }) => ({
    id: key,
    name: required ? `${label} (required)` : label,
  })),
];

/**
 * Employee Management › Import from a spreadsheet (issue 34): choose a CSV or Excel file, map its
 * columns to the employee fields, see every row's problems, fix cells, then import the rows that pass.
 */
export function EmployeeImportScreen({
  state,
  employeesHref,
  acceptedFileTypes,
  ...actions
}: EmployeeImportScreenProps) {
  return (
    <div className={styles.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>Import employees from a spreadsheet</h1>
          <p className={styles.lead}>
            A CSV or Excel (.xlsx) file whose first row names the columns, with up to{' '}
            {EMPLOYEE_IMPORT_MAX_ROWS.toLocaleString('en-GB')} employees.
          </p>
        </div>
        <Link href={employeesHref}>Back to Employees</Link>
      </div>
      {state.error ? (
        <Banner variant="danger" title="The import cannot go on" isUrgent>
          {state.error}
        </Banner>
      ) : null}
      <StepView
        state={state}
        acceptedFileTypes={acceptedFileTypes}
        employeesHref={employeesHref}
        {...actions}
      />
    </div>
  );
}

function StepView(props: EmployeeImportScreenProps) {
  const { state, acceptedFileTypes, onFile } = props;
  switch (state.step) {
    case 'choose':
      return (
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          variant="primary"
          onSelect={([file]) => file && onFile(file)}
        >
          Choose a CSV or Excel file
        </FileTrigger>
      );
    case 'reading':
      return <Busy>Reading {state.fileName}…</Busy>;
    case 'mapping':
      return <MappingStep {...props} />;
    case 'preview':
      return <PreviewStep {...props} />;
    case 'imported':
      return <ImportedStep {...props} />;
  }
}

function MappingStep({ state, onMap, onCheck, onRestart }: EmployeeImportScreenProps) {
  const missing = requiredFieldsMissing(state);
  const rowCount = state.dataRows.length;
  const tooMany = rowCount > EMPLOYEE_IMPORT_MAX_ROWS;
  return (
    <section aria-labelledby="import-mapping" className={styles.section}>
      <h2 id="import-mapping" className={styles.heading}>
        Match the columns of {state.fileName}
      </h2>
      <p className={styles.lead}>
        {rowCount.toLocaleString('en-GB')} rows. Each column fills the employee field chosen for it; the
        choices are remembered for your next import.
      </p>
      {missing.length > 0 ? (
        <Banner variant="warning" title="Required fields without a column">
          Choose a column for {missing.map(importFieldLabel).join(', ')}.
        </Banner>
      ) : null}
      {tooMany ? (
        <Banner variant="warning" title="Too many rows">
          A file may hold up to {EMPLOYEE_IMPORT_MAX_ROWS.toLocaleString('en-GB')} employees; split this one.
        </Banner>
      ) : null}
      <div className={styles.mapping}>
        {state.headers.map((header, column) => (
          <Select
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions; two may share a header.
            key={column}
            label={`Column “${header || `${column + 1}`}”`}
            items={FIELD_OPTIONS}
            value={state.mapping[column] ?? LEAVE_OUT}
            onChange={(key) => onMap(column, key === LEAVE_OUT ? null : (key as EmployeeImportField))}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={missing.length > 0 || tooMany || state.busy !== null}
          onPress={() => onCheck(false)}
        >
          Check the rows
        </Button>
        <Button variant="secondary" onPress={onRestart}>
          Choose another file
        </Button>
      </div>
      {state.busy === 'checking' ? <Busy>Checking {rowCount.toLocaleString('en-GB')} rows…</Busy> : null}
    </section>
  );
}

// A div, not a p: the spinner is a div, and a p may hold only phrasing content.
function Busy({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className={styles.busy}>
      <Spinner aria-hidden /> {children}
    </div>
  );
}

/** The problems of each row, by row number, in the order the server named them. */
function problemsByRow(problems: readonly EmployeeImportProblem[]) {
  const rows = new Map<number, EmployeeImportProblem[]>();
  for (const problem of problems) rows.set(problem.row, [...(rows.get(problem.row) ?? []), problem]);
  return rows;
}

function PreviewStep({
  state,
  onCheck,
  onEdit,
  onImport,
  onDownloadRefused,
  onBack,
}: EmployeeImportScreenProps) {
  const { locale } = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const preview = state.preview;
  if (!preview) return null;
  const rows = problemsByRow(preview.problems);
  const missing = [...preview.missingDepartments, ...preview.missingPositions];
  const busy = state.busy !== null;
  return (
    <section aria-labelledby="import-preview" className={styles.section}>
      <h2 id="import-preview" className={styles.heading}>
        Preview
      </h2>
      <p role="status" className={styles.summary}>
        {state.edited
          ? 'Cells changed: check the rows again to see their problems.'
          : `${number(preview.rowCount)} rows: ${number(preview.validCount)} ready to import, ${number(rows.size)} with problems.`}
      </p>
      {missing.length > 0 ? (
        <Checkbox
          isSelected={state.createMissing}
          isDisabled={busy}
          onChange={(createMissing) => onCheck(createMissing)}
          description={[
            preview.missingDepartments.length ? `Departments: ${preview.missingDepartments.join(', ')}.` : '',
            preview.missingPositions.length ? `Job positions: ${preview.missingPositions.join(', ')}.` : '',
          ]
            .join(' ')
            .trim()}
        >
          Create the missing departments and job positions on import
        </Checkbox>
      ) : null}
      {rows.size > 0 ? (
        <ol className={styles.problemRows} aria-label="Rows with problems">
          {[...rows].map(([rowNumber, problems]) => (
            <ProblemRow
              key={rowNumber}
              rowNumber={rowNumber}
              problems={problems}
              cells={state.rows.find((row) => row.row === rowNumber)}
              isDisabled={busy}
              onEdit={onEdit}
            />
          ))}
        </ol>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={busy || state.edited || preview.validCount === 0}
          onPress={onImport}
        >
          Import {number(preview.validCount)} {preview.validCount === 1 ? 'employee' : 'employees'}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => onCheck(state.createMissing)}>
          Check again
        </Button>
        {preview.problems.length > 0 ? (
          <Button variant="secondary" onPress={() => onDownloadRefused(preview.problems)}>
            Download the rows with problems (CSV)
          </Button>
        ) : null}
        <Button variant="secondary" isDisabled={busy} onPress={onBack}>
          Change the columns
        </Button>
      </div>
      {state.busy === 'checking' ? <Busy>Checking {number(state.rows.length)} rows…</Busy> : null}
      {state.busy === 'importing' ? <Busy>Importing {number(preview.validCount)} employees…</Busy> : null}
    </section>
  );
}

function ProblemRow({
  rowNumber,
  problems,
  cells,
  isDisabled,
  onEdit,
}: {
  rowNumber: number;
  problems: EmployeeImportProblem[];
  cells: Partial<Record<EmployeeImportField, string>> | undefined;
  isDisabled: boolean;
  onEdit: EmployeeImportActions['onEdit'];
}) {
  const columns = [...new Set(problems.map((problem) => problem.column))];
  return (
    <li className={styles.problemRow}>
      <h3 className={styles.rowHeading}>Row {rowNumber}</h3>
      <div className={styles.cells}>
        {columns.map((column) =>
          column === null ? (
            <p key="row" className={styles.rowProblem}>
              {problems
                .filter((problem) => problem.column === null)
                .map((problem) => problem.message)
                .join(' ')}
            </p>
          ) : (
            <TextField
              key={column}
              label={`Row ${rowNumber} ${importFieldLabel(column)}`}
              value={cells?.[column] ?? ''}
              isDisabled={isDisabled}
              onChange={(value) => onEdit(rowNumber, column, value)}
              isInvalid
              errorMessage={problems
                .filter((problem) => problem.column === column)
                .map((problem) => problem.message)
                .join(' ')}
            />
          ),
        )}
      </div>
    </li>
  );
}

function ImportedStep({ state, employeesHref, onDownloadRefused, onRestart }: EmployeeImportScreenProps) {
  const outcome = state.outcome;
  if (!outcome) return null;
  const created = [...outcome.createdDepartments, ...outcome.createdPositions];
  return (
    <section aria-labelledby="import-done" className={styles.section}>
      <h2 id="import-done" className={styles.heading}>
        Imported
      </h2>
      <Banner
        variant="success"
        title={`Imported ${outcome.imported} ${outcome.imported === 1 ? 'employee' : 'employees'}.`}
      >
        {created.length > 0 ? `Created ${created.join(', ')}. ` : ''}
        {outcome.refused.length > 0
          ? `${new Set(outcome.refused.map((problem) => problem.row)).size} rows were refused; download them to fix and import them.`
          : 'Every row was imported.'}
      </Banner>
      <div className={styles.actions}>
        <Link href={employeesHref}>Go to the Employees list</Link>
        {outcome.refused.length > 0 ? (
          <Button variant="secondary" onPress={() => onDownloadRefused(outcome.refused)}>
            Download the refused rows (CSV)
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onRestart}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
