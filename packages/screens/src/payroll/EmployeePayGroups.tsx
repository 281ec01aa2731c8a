import {
  currencyMinorDigits,
  EMPLOYEE_PAY_GROUPS,
  type EmployeePayGroup,
  RELIEF_PERIOD_LABELS,
} from '@hr/domain';
import { Button, Disclosure, DisclosureGroup, Icon } from '@hr/ui';
import { type ReactNode, useState } from 'react';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import styles from './EmployeePayGroups.module.css';
import { EMPLOYEE_PAY_GROUP_ONE, EmployeePayItemDialog } from './EmployeePayItemDialog.tsx';
import { EmployeeReliefDialog } from './EmployeeReliefDialog.tsx';
import {
  type EmployeePayActions,
  type EmployeePayChoices,
  type EmployeePayItem,
  type EmployeeRelief,
  payAmount,
} from './employeePay.ts';

export interface EmployeePayGroupsProps {
  /** Named in the removal's question. */
  employeeName: string;
  /** The employee's pay currency: amounts take its digits. */
  currency: string;
  items: readonly EmployeePayItem[];
  reliefs: readonly EmployeeRelief[];
  /** The employer's active items each group may assign (administrators). */
  choices?: EmployeePayChoices;
  /** Administrators' actions; without them (an employee reading their record) the groups are read-only. */
  actions?: EmployeePayActions;
  /** The effective date a new assignment starts on ('YYYY-MM-DD'). */
  today: string;
}

/** §2.6's titles of the groups (the spec names deductions in the plural). */
export const EMPLOYEE_PAY_GROUP_TITLES: Record<EmployeePayGroup, string> = {
  Earning: 'Earning',
  Deduction: 'Deductions',
  Bonus: 'Bonus',
  'Statutory Contribution': 'Statutory Contribution',
};

const NO_CHOICES: EmployeePayChoices = {
  Earning: [],
  Deduction: [],
  Bonus: [],
  'Statutory Contribution': [],
};

type Editing =
  | { kind: 'item'; group: EmployeePayGroup; item?: EmployeePayItem }
  | { kind: 'relief'; relief?: EmployeeRelief }
  | { kind: 'remove-item'; item: EmployeePayItem }
  | { kind: 'remove-relief'; relief: EmployeeRelief };

/** "1,200.00 × 2 Day", or "Item's amount" when the employee has no amount or quantity of their own. */
function amountText(item: EmployeePayItem, digits: number): string | null {
  if (item.group === 'Statutory Contribution') return null;
  if (item.amount === null && item.quantity === null) return 'Item’s amount';
  const amount = item.amount ?? item.itemAmount;
  const quantity = item.quantity ?? item.itemQuantity ?? '1';
  const unit = item.unit ? ` ${item.unit}` : '';
  return `${amount === null ? 'Item’s amount' : payAmount(amount, digits)} × ${quantity}${unit}`;
}

function RowActions({ name, onEdit, onRemove }: { name: string; onEdit: () => void; onRemove: () => void }) {
  return (
    <span className={styles.rowActions}>
      <Button variant="quiet" size="small" aria-label={`Edit ${name}`} onPress={onEdit}>
        <Icon name="edit" /> Edit
      </Button>
      <Button variant="quiet" size="small" aria-label={`Remove ${name}`} onPress={onRemove}>
        Remove
      </Button>
    </span>
  );
}

function PayRow({
  title,
  amount,
  dates,
  actions,
}: {
  title: string;
  amount: string | null;
  dates: string;
  actions: ReactNode;
}) {
  return (
    <li className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.rowDates}>{dates}</span>
      </span>
      {amount ? <span className={styles.amount}>{amount}</span> : null}
      {actions}
    </li>
  );
}

/**
 * The Salary section's pay groups (§2.6): per group, the employer's items assigned to the employee
 * with their own amount or quantity when it differs and the dates they apply, and the employee's
 * reliefs. Administrators add, edit and remove them (removal asks first); others read them.
 */
export function EmployeePayGroups({
  employeeName,
  currency,
  items,
  reliefs,
  choices = NO_CHOICES,
  actions,
  today,
}: EmployeePayGroupsProps) {
  const digits = currencyMinorDigits(currency);
  const format = useRecordFormat('UTC');
  const [editing, setEditing] = useState<Editing | null>(null);
  // A new key per opening gives each dialog a fresh form.
  const [openings, setOpenings] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const open = (next: Editing) => {
    setOpenings(openings + 1);
    setAnnouncement('');
    setEditing(next);
  };
  const close = () => setEditing(null);
  const done = (message: string) => {
    setAnnouncement(message);
    close();
  };
  const dates = (from: string, to: string | null) =>
    to === null ? `From ${format.day(from)}` : `${format.day(from)} – ${format.day(to)}`;

  return (
    <div className={styles.groups}>
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={[...EMPLOYEE_PAY_GROUPS, 'Reliefs']}>
        {EMPLOYEE_PAY_GROUPS.map((group) => {
          const inGroup = items.filter((item) => item.group === group);
          const one = EMPLOYEE_PAY_GROUP_ONE[group];
          return (
            <Disclosure
              key={group}
              id={group}
              title={EMPLOYEE_PAY_GROUP_TITLES[group]}
              actions={
                actions ? (
                  <Button variant="secondary" size="small" onPress={() => open({ kind: 'item', group })}>
                    <Icon name="add" /> {`Add ${one}`}
                  </Button>
                ) : null
              }
            >
              {inGroup.length === 0 ? (
                <p className={styles.muted}>None yet</p>
              ) : (
                <ul className={styles.rows}>
                  {inGroup.map((item) => (
                    <PayRow
                      key={item.id}
                      title={`${item.code} – ${item.description}`}
                      amount={amountText(item, digits)}
                      dates={dates(item.effectiveDate, item.endDate)}
                      actions={
                        actions ? (
                          <RowActions
                            name={item.code}
                            onEdit={() => open({ kind: 'item', group, item })}
                            onRemove={() => open({ kind: 'remove-item', item })}
                          />
                        ) : null
                      }
                    />
                  ))}
                </ul>
              )}
            </Disclosure>
          );
        })}
        <Disclosure
          id="Reliefs"
          title="Reliefs"
          actions={
            actions ? (
              <Button variant="secondary" size="small" onPress={() => open({ kind: 'relief' })}>
                <Icon name="add" /> Add relief
              </Button>
            ) : null
          }
        >
          {reliefs.length === 0 ? (
            <p className={styles.muted}>None yet</p>
          ) : (
            <ul className={styles.rows}>
              {reliefs.map((relief) => (
                <PayRow
                  key={relief.id}
                  title={relief.description}
                  amount={`${payAmount(relief.amount, digits)} ${RELIEF_PERIOD_LABELS[relief.per].toLowerCase()}`}
                  dates={dates(relief.effectiveDate, relief.endDate)}
                  actions={
                    actions ? (
                      <RowActions
                        name={relief.description}
                        onEdit={() => open({ kind: 'relief', relief })}
                        onRemove={() => open({ kind: 'remove-relief', relief })}
                      />
                    ) : null
                  }
                />
              ))}
            </ul>
          )}
        </Disclosure>
      </DisclosureGroup>
      {actions && editing?.kind === 'item' ? (
        <EmployeePayItemDialog
          key={openings}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          group={editing.group}
          choices={choices[editing.group]}
          currency={currency}
          item={editing.item}
          today={today}
          onSave={(values) => {
            const { item } = editing;
            return item ? actions.onUpdate(item, values) : actions.onAssign(values);
          }}
          onDone={done}
        />
      ) : null}
      {actions && editing?.kind === 'relief' ? (
        <EmployeeReliefDialog
          key={openings}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          currency={currency}
          relief={editing.relief}
          today={today}
          onSave={(values) => {
            const { relief } = editing;
            return relief ? actions.onUpdateRelief(relief, values) : actions.onAddRelief(values);
          }}
          onDone={done}
        />
      ) : null}
      {actions && editing?.kind === 'remove-item' ? (
        <ConfirmActionDialog
          key={openings}
          title={`Remove ${EMPLOYEE_PAY_GROUP_ONE[editing.item.group]}?`}
          description={`${editing.item.code} – ${editing.item.description} will no longer be part of ${employeeName}’s pay. Payslips already made keep it.`}
          confirmLabel="Remove"
          onConfirm={() => actions.onRemove(editing.item)}
          onClose={close}
          onDone={() => setAnnouncement(`${editing.item.code} removed.`)}
        />
      ) : null}
      {actions && editing?.kind === 'remove-relief' ? (
        <ConfirmActionDialog
          key={openings}
          title="Remove relief?"
          description={`${editing.relief.description} will no longer lower ${employeeName}’s taxable income.`}
          confirmLabel="Remove"
          onConfirm={() => actions.onRemoveRelief(editing.relief)}
          onClose={close}
          onDone={() => setAnnouncement(`${editing.relief.description} removed.`)}
        />
      ) : null}
    </div>
  );
}
