import { currencyMinorDigits, EMPLOYEE_PAY_GROUPS, type EmployeePayGroup } from '@hr/domain';
import { Button, Disclosure, DisclosureGroup, Icon } from '@hr/ui';
import { useState } from 'react';
import { AdjustmentItemDialog } from './AdjustmentItemDialog.tsx';
import styles from './EmployeePayGroups.module.css';
import { EMPLOYEE_PAY_GROUP_TITLES } from './EmployeePayGroups.tsx';
import { EMPLOYEE_PAY_GROUP_ONE } from './EmployeePayItemDialog.tsx';
import { type EmployeePayChoices, payAmount } from './employeePay.ts';
import type { SalaryAdjustmentItem } from './salaryAdjustment.ts';

export interface SalaryAdjustmentItemSectionsProps {
  items: readonly SalaryAdjustmentItem[];
  choices: EmployeePayChoices;
  /** The payroll currency: the items' amounts take its digits. */
  currency: string;
  onAdd: (item: SalaryAdjustmentItem) => void;
  /** Takes out the item at `index` of `items`. */
  onRemove: (index: number) => void;
}

/** "1,000.00 × 2 Day"; the item's own amount or quantity where the adjustment gives none. */
function amountText(item: SalaryAdjustmentItem, choices: EmployeePayChoices, digits: number): string | null {
  if (item.group === 'Statutory Contribution') return null;
  const own = choices[item.group].find((choice) => choice.id === item.itemId);
  const amount = item.amount ?? own?.amount ?? null;
  const quantity = item.quantity ?? own?.quantity ?? '1';
  const unit = own?.unit ? ` ${own.unit}` : '';
  return `${amount === null ? 'Item’s amount' : payAmount(amount, digits)} × ${quantity}${unit}`;
}

/**
 * The Salary Adjustment's four sections (Earning, Deductions, Bonus, Statutory Contribution), each
 * with its Add button opening the sub-dialog and the items added so far, each removable.
 */
export function SalaryAdjustmentItemSections({
  items,
  choices,
  currency,
  onAdd,
  onRemove,
}: SalaryAdjustmentItemSectionsProps) {
  const digits = currencyMinorDigits(currency);
  const [adding, setAdding] = useState<{ group: EmployeePayGroup; opening: number } | null>(null);
  const [openings, setOpenings] = useState(0);

  return (
    <>
      <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={[...EMPLOYEE_PAY_GROUPS]}>
        {EMPLOYEE_PAY_GROUPS.map((group) => {
          const inGroup = items
            .map((item, index) => ({ item, index }))
            .filter(({ item }) => item.group === group);
          return (
            <Disclosure
              key={group}
              id={group}
              title={EMPLOYEE_PAY_GROUP_TITLES[group]}
              actions={
                <Button
                  variant="secondary"
                  size="small"
                  onPress={() => {
                    setOpenings(openings + 1);
                    setAdding({ group, opening: openings + 1 });
                  }}
                >
                  <Icon name="add" /> {`Add ${EMPLOYEE_PAY_GROUP_ONE[group]}`}
                </Button>
              }
            >
              {inGroup.length === 0 ? (
                <p className={styles.muted}>None added</p>
              ) : (
                <ul className={styles.rows}>
                  {inGroup.map(({ item, index }) => {
                    const amount = amountText(item, choices, digits);
                    return (
                      <li key={`${item.itemId}-${index}`} className={styles.row}>
                        <span className={styles.rowMain}>
                          <span className={styles.rowTitle}>{`${item.code} – ${item.description}`}</span>
                        </span>
                        {amount ? <span className={styles.amount}>{amount}</span> : null}
                        <Button
                          variant="quiet"
                          size="small"
                          aria-label={`Remove ${item.code}`}
                          onPress={() => onRemove(index)}
                        >
                          Remove
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Disclosure>
          );
        })}
      </DisclosureGroup>
      {adding ? (
        <AdjustmentItemDialog
          key={adding.opening}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : setAdding(null))}
          group={adding.group}
          choices={choices[adding.group]}
          currency={currency}
          onAdd={(item) => {
            onAdd(item);
            setAdding(null);
          }}
        />
      ) : null}
    </>
  );
}
