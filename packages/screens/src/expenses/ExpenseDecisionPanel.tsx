import { approvedAmountProblem, currencyMinorDigits, isDecimalAmount, toDecimal } from '@hr/domain';
import { Banner, Button, TextField } from '@hr/ui';
import { useState } from 'react';
import { DocumentRejectDialog } from '../documents/DocumentRejectDialog.tsx';
import type { FormFeedback, FormSubmitResult } from '../forms/index.ts';
import { ExpenseClaimDetail } from './ExpenseClaimDetail.tsx';
import { lineName } from './ExpenseClaimLineView.tsx';
import styles from './Expenses.module.css';
import type { ExpenseClaim, ExpenseClaimLine, ExpenseReceipt } from './expenseClaims.ts';
import { useExpenseFormat } from './expenseFormat.ts';

/** One line as the approver approves it: at the amount claimed, or lower with a reason. */
export interface ExpenseLineApproval {
  lineId: string;
  approvedAmount: string;
  reason?: string;
}

export interface ExpenseDecisionPanelProps {
  claim: ExpenseClaim;
  onDownload: (receipt: ExpenseReceipt) => void;
  /** Approves with each line's amount; a refusal naming `lines[1].approvedAmount` (or `.reason`) shows on that line. */
  onApprove: (lines: ExpenseLineApproval[]) => Promise<FormSubmitResult>;
  /** Rejects with the comment the claimant is told; feedback on 'comment' shows in the dialog. */
  onReject: (comment: string) => Promise<FormSubmitResult<'comment'>>;
  /** Says what was decided, for the page's status line. */
  onDecided: (announcement: string) => void;
  timeZone?: string;
}

interface LineEntry {
  amount: string;
  reason: string;
}

type LineErrors = Record<string, { amount?: string; reason?: string }>;

const isLower = (entry: LineEntry, line: ExpenseClaimLine) =>
  isDecimalAmount(entry.amount.trim()) && toDecimal(entry.amount.trim()).lt(toDecimal(line.claimedAmount));

/** The server's `lines[1].approvedAmount` as the line and field it names. */
function lineFieldOf(claim: ExpenseClaim, field: string | undefined) {
  const match = /^lines\[(\d+)\]\.(approvedAmount|reason)$/.exec(field ?? '');
  const line = match ? claim.lines[Number(match[1])] : undefined;
  return line && match ? { lineId: line.id, field: match[2] === 'reason' ? 'reason' : 'amount' } : null;
}

/**
 * The claim chosen in the approver's queue: its detail with an "Approve at" amount under each line
 * (the amount claimed unless lowered; lower asks a reason, checked as the domain checks it before it
 * is sent), a duplicate receipt flagged on its line, and Approve / Reject (a rejection asks a comment).
 */
export function ExpenseDecisionPanel({
  claim,
  onDownload,
  onApprove,
  onReject,
  onDecided,
  timeZone,
}: ExpenseDecisionPanelProps) {
  const digits = currencyMinorDigits(claim.currency);
  const format = useExpenseFormat();
  const [entries, setEntries] = useState<Record<string, LineEntry>>(() =>
    Object.fromEntries(claim.lines.map((line) => [line.id, { amount: line.claimedAmount, reason: '' }])),
  );
  const [errors, setErrors] = useState<LineErrors>({});
  const [refusal, setRefusal] = useState<FormFeedback | null>(null);
  const [isPending, setPending] = useState(false);
  const [isRejecting, setRejecting] = useState(false);
  const entryOf = (line: ExpenseClaimLine) => entries[line.id] ?? { amount: line.claimedAmount, reason: '' };
  const update = (line: ExpenseClaimLine, change: Partial<LineEntry>) => {
    setEntries((now) => ({ ...now, [line.id]: { ...entryOf(line), ...change } }));
    setErrors(({ [line.id]: _old, ...others }) => others);
  };

  const approve = async () => {
    if (isPending) return;
    setRefusal(null);
    const found: LineErrors = {};
    for (const line of claim.lines) {
      const entry = entryOf(line);
      const problem = approvedAmountProblem(line.claimedAmount, entry.amount.trim(), entry.reason, digits);
      if (problem)
        found[line.id] = problem.startsWith('A reason') ? { reason: problem } : { amount: problem };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const feedback = await onApprove(
      claim.lines.map((line) => {
        const entry = entryOf(line);
        return {
          lineId: line.id,
          approvedAmount: entry.amount.trim(),
          ...(isLower(entry, line) ? { reason: entry.reason.trim() } : {}),
        };
      }),
    );
    setPending(false);
    if (!feedback) {
      onDecided(`${claim.number} approved.`);
      return;
    }
    const named = lineFieldOf(claim, feedback.field);
    if (named) setErrors({ [named.lineId]: { [named.field]: feedback.message } });
    else setRefusal(feedback);
  };

  const decision = (line: ExpenseClaimLine) => {
    const entry = entryOf(line);
    const error = errors[line.id];
    const name = lineName(line);
    return (
      <div className={styles.lineFields}>
        <TextField
          label={`Approve ${name.toLowerCase()} at (${claim.currency})`}
          description={`Claimed ${format.money(line.claimedAmount, claim.currency)}. Lower it to approve less.`}
          inputMode="decimal"
          value={entry.amount}
          onChange={(amount) => update(line, { amount })}
          isInvalid={error?.amount !== undefined}
          errorMessage={error?.amount}
          validationBehavior="aria"
        />
        {isLower(entry, line) || error?.reason ? (
          <TextField
            label={`Reason for ${name.toLowerCase()}`}
            description={`Required when approving less: ${claim.employee.name} sees it beside the amount claimed.`}
            value={entry.reason}
            onChange={(reason) => update(line, { reason })}
            isRequired
            isInvalid={error?.reason !== undefined}
            errorMessage={error?.reason}
            validationBehavior="aria"
          />
        ) : null}
      </div>
    );
  };

  return (
    <>
      <ExpenseClaimDetail
        status="ready"
        claim={claim}
        onDownload={onDownload}
        timeZone={timeZone}
        {...(claim.canDecide ? { lineDecision: decision } : {})}
      >
        {refusal ? (
          <Banner variant="danger" isUrgent>
            {refusal.message}
          </Banner>
        ) : null}
        {claim.canDecide ? (
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => void approve()} isPending={isPending}>
              Approve {claim.number}
            </Button>
            <Button variant="danger" onPress={() => setRejecting(true)} isDisabled={isPending}>
              Reject {claim.number}
            </Button>
          </div>
        ) : (
          <p className={styles.hint}>This step is not yours to decide.</p>
        )}
      </ExpenseClaimDetail>
      {isRejecting ? (
        <DocumentRejectDialog
          employeeName={claim.employee.name}
          subject={`expense claim ${claim.number}`}
          reasonNeed="is told why the claim was rejected"
          afterRejection="may claim again"
          onClose={() => setRejecting(false)}
          onReject={async (reason) => {
            // The dialog's field is the contract's comment.
            const feedback = await onReject(reason);
            if (!feedback) return;
            return feedback.field === 'comment'
              ? { message: feedback.message, field: 'reason' }
              : { message: feedback.message };
          }}
          onRejected={() => onDecided(`${claim.number} rejected.`)}
          onRefused={setRefusal}
        />
      ) : null}
    </>
  );
}
