import type { PayItem, PayItemKind, StatutoryContribution } from '@hr/api';
import type { EmployeePayChoice, EmployeePayChoices } from '@hr/screens';

/** The employer's active items a Salary group may assign, as the group's Add dialog offers them. */
export function payChoicesOf(
  payItems: Readonly<Record<PayItemKind, readonly PayItem[]>>,
  contributions: readonly StatutoryContribution[],
): EmployeePayChoices {
  const items = (rows: readonly PayItem[]): EmployeePayChoice[] =>
    rows
      .filter((row) => row.isActive)
      .map(({ id, code, description, amount, quantity, unit }) => ({
        id,
        code,
        description,
        amount,
        quantity,
        unit,
      }));
  return {
    Earning: items(payItems.Earning),
    Deduction: items(payItems.Deduction),
    Bonus: items(payItems.Bonus),
    // A contribution takes neither an amount nor a quantity of the employee's own.
    'Statutory Contribution': contributions
      .filter((row) => row.isActive)
      .map(({ id, code, description }) => ({
        id,
        code,
        description,
        amount: null,
        quantity: null,
        unit: null,
      })),
  };
}
