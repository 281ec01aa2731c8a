import { Badge } from '@hr/ui';
import {
  EXPENSE_CLAIM_STATUS_BADGES,
  EXPENSE_CLAIM_STATUS_LABELS,
  type ExpenseClaimStatus,
} from './expenseClaims.ts';

/** A claim's status in words, coloured as the other states of the app are (Rejected red, Paid green). */
export function ExpenseClaimStatusBadge({ status }: { status: ExpenseClaimStatus }) {
  return <Badge variant={EXPENSE_CLAIM_STATUS_BADGES[status]}>{EXPENSE_CLAIM_STATUS_LABELS[status]}</Badge>;
}
