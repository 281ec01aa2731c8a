import { Button, Icon } from '@hr/ui';
import { useId } from 'react';
import styles from './PayRuns.module.css';
import { usePayRunFormat } from './payRunFormat.ts';
import type { BankTransferSummary } from './payRuns.ts';

export interface PayRunBankTransfersProps {
  transfers: BankTransferSummary;
  currency: string | null;
  /** The bank whose file is being downloaded, whose button waits. */
  pendingBankId: string | null;
  onDownload: (bankId: string) => void;
}

/** A final run's pay by bank, each bank with its transfer file; then cash and cheque, and the total. */
export function PayRunBankTransfers({
  transfers,
  currency,
  pendingBankId,
  onDownload,
}: PayRunBankTransfersProps) {
  const titleId = useId();
  const format = usePayRunFormat();
  const money = (amount: string) => format.money(amount, currency);
  const others = [
    ['Cash', transfers.cash],
    ['Cheque', transfers.cheque],
  ] as const;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Bank transfers
      </h2>
      <div className={styles.scroller}>
        <table className={styles.plainTable} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Paid by</th>
              <th scope="col" className={styles.money}>
                Employees
              </th>
              <th scope="col" className={styles.money}>
                {currency ? `Total (${currency})` : 'Total'}
              </th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {transfers.banks.map((bank) => (
              <tr key={bank.bankId}>
                <th scope="row">{bank.bankName}</th>
                <td className={styles.money}>{format.count(bank.employees)}</td>
                <td className={styles.money}>{money(bank.total)}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Download CSV for ${bank.bankName}`}
                    isPending={pendingBankId === bank.bankId}
                    onPress={() => onDownload(bank.bankId)}
                  >
                    <Icon name="download" /> Download CSV
                  </Button>
                </td>
              </tr>
            ))}
            {others.map(([label, paid]) =>
              paid.employees > 0 ? (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td className={styles.money}>{format.count(paid.employees)}</td>
                  <td className={styles.money}>{money(paid.total)}</td>
                  <td />
                </tr>
              ) : null,
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td />
              <td className={styles.money}>{money(transfers.total)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
