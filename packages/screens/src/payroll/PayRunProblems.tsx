import { Link } from '@hr/ui';
import styles from './PayRuns.module.css';
import { usePayRunFormat } from './payRunFormat.ts';
import type { PayRunCheck, PayRunProblem } from './payRuns.ts';

/** Employees left out of a run, each with why and a "Fix" link to their record. */
export function PayRunProblemList({
  problems,
  employeeHref,
  label,
}: {
  problems: readonly PayRunProblem[];
  employeeHref: (employeeId: string) => string;
  /** Names the list for assistive technology ("Employees left out"). */
  label: string;
}) {
  return (
    <ul className={styles.problems} aria-label={label}>
      {problems.map((problem) => (
        <li key={problem.employeeId} className={styles.problem}>
          <span className={styles.problemText}>
            <strong>{problem.employeeName}</strong>: {problem.problem}
          </span>
          <Link href={employeeHref(problem.employeeId)} aria-label={`Fix ${problem.employeeName}`}>
            Fix
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the check found: who will be paid, who is left out and why, and who is already paid. */
export function PayRunCheckSummary({
  check,
  employeeHref,
}: {
  check: PayRunCheck;
  employeeHref: (employeeId: string) => string;
}) {
  const format = usePayRunFormat();
  const employeesWord = (count: number) => (count === 1 ? '1 employee' : `${format.count(count)} employees`);
  return (
    <section className={styles.check} aria-label="Check">
      <p className={styles.checkCount}>{`${employeesWord(check.employees)} will be paid.`}</p>
      {check.blockers.length > 0 ? (
        <>
          <p className={styles.checkNote}>
            {`${employeesWord(check.blockers.length)} will be left out until their record is fixed:`}
          </p>
          <PayRunProblemList problems={check.blockers} employeeHref={employeeHref} label="Left out" />
        </>
      ) : null}
      {check.alreadyPaid.length > 0 ? (
        <p className={styles.checkNote}>
          {`Already paid in a final payroll of this period: ${check.alreadyPaid
            .map((employee) => employee.employeeName)
            .join(', ')}.`}
        </p>
      ) : null}
    </section>
  );
}
