import { Badge, Banner, Button, Card, Icon, Link, ProgressBar } from '@hr/ui';
import styles from './SetUpChecklistCard.module.css';

/** The checklist's items, as get-set-up-checklist names them, in its order. */
export type SetUpItemId =
  | 'employerInformation'
  | 'departmentsAndPositions'
  | 'employees'
  | 'leave'
  | 'payroll'
  | 'invitations';

export interface SetUpItem {
  id: SetUpItemId;
  /** Ticked by the employer's data (the server), never by a click here. */
  done: boolean;
}

interface ItemText {
  title: string;
  description: string;
  links: { label: string; href: string }[];
}

/** What each item asks for and where it is done; the app's routes, overridable for a story or a mount point. */
const ITEM_TEXT: Record<SetUpItemId, ItemText> = {
  employerInformation: {
    title: 'Employer information',
    description: 'Your address and base currency, which payslips and reports print.',
    links: [{ label: 'Employer information', href: '/employer/information' }],
  },
  departmentsAndPositions: {
    title: 'Departments and job positions',
    description: 'At least one of each, to place employees in.',
    links: [
      { label: 'Departments', href: '/employer/departments' },
      { label: 'Job positions', href: '/employer/job-positions' },
    ],
  },
  employees: {
    title: 'Employees',
    description: 'Add them one by one, or import them from a spreadsheet.',
    links: [{ label: 'Add an employee', href: '/management/employee-creation' }],
  },
  leave: {
    title: 'Leave',
    description: 'A leave type to request and a work week to count its days.',
    links: [
      { label: 'Leave types', href: '/leave/leave-types' },
      { label: 'Work week', href: '/leave/workdays' },
    ],
  },
  payroll: {
    title: 'Payroll settings and tables',
    description: 'The currency and rounding, and a statutory table to tax pay by.',
    links: [
      { label: 'Payroll settings', href: '/payroll/settings' },
      { label: 'Statutory tables', href: '/payroll/statutory-table' },
    ],
  },
  invitations: {
    title: 'Invite employees',
    description: 'Send employees a link to sign in and see their own leave, payslips and records.',
    links: [{ label: 'Employees', href: '/employee' }],
  },
};

export interface SetUpChecklistCardProps {
  items: readonly SetUpItem[];
  /** Links an item offers besides its own (e.g. employees: "Import from a spreadsheet"). */
  extraLinks?: Partial<Record<SetUpItemId, { label: string; href: string }[]>>;
  /** Hides the checklist for the employer. */
  onDismiss: () => void;
  /** While the hiding is being saved. */
  isDismissing?: boolean;
  /** Why hiding it failed, when it did. */
  dismissError?: string;
}

/**
 * Issue 34 item 4: what a new employer has left to set up, on its administrator's dashboard. Each item
 * is ticked from the employer's data; what is left offers the pages where it is done. The page leaves
 * the card out once every item is done or an administrator has hidden it.
 */
export function SetUpChecklistCard({
  items,
  extraLinks,
  onDismiss,
  isDismissing = false,
  dismissError,
}: SetUpChecklistCardProps) {
  const doneCount = items.filter((item) => item.done).length;
  return (
    <Card
      title="Set up your organisation"
      footer={
        <Button variant="secondary" onPress={onDismiss} isPending={isDismissing}>
          Hide checklist
        </Button>
      }
    >
      <div className={styles.body}>
        <ProgressBar
          label="Set-up progress"
          value={doneCount}
          maxValue={items.length}
          valueLabel={`${doneCount} of ${items.length} done`}
          variant={doneCount === items.length ? 'success' : 'default'}
        />
        {dismissError ? (
          <Banner variant="danger" title="The checklist could not be hidden." isUrgent>
            {dismissError}
          </Banner>
        ) : null}
        <ol className={styles.items}>
          {items.map(({ id, done }) => {
            const text = ITEM_TEXT[id];
            return (
              <li key={id} className={styles.item} data-done={done || undefined}>
                <span className={styles.mark} aria-hidden="true">
                  {done ? <Icon name="check" /> : null}
                </span>
                <div className={styles.text}>
                  <div className={styles.titleRow}>
                    <h3 className={styles.title}>{text.title}</h3>
                    {done ? <Badge variant="success">Done</Badge> : null}
                  </div>
                  {done ? null : (
                    <>
                      <p className={styles.description}>{text.description}</p>
                      <p className={styles.links}>
                        {[...text.links, ...(extraLinks?.[id] ?? [])].map((link) => (
                          <Link key={link.href} href={link.href} variant="standalone">
                            {link.label}
                          </Link>
                        ))}
                      </p>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </Card>
  );
}

/** Whether the dashboard shows the checklist: while something is left to do and nobody has hidden it. */
export function showsSetUpChecklist(checklist: { items: readonly SetUpItem[]; dismissed: boolean }): boolean {
  return !checklist.dismissed && checklist.items.some((item) => !item.done);
}
