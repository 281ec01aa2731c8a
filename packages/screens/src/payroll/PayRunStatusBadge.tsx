import { Badge, type BadgeVariant } from '@hr/ui';
import type { PayRunStatus } from './payRuns.ts';

const STATUS_VARIANTS: Record<PayRunStatus, BadgeVariant> = {
  Queued: 'neutral',
  Processing: 'info',
  Draft: 'warning',
  Final: 'success',
  Failed: 'danger',
};

/** A run's status as a badge: Final green, Draft amber, Failed red, Queued and Processing quiet. */
export function PayRunStatusBadge({ status }: { status: PayRunStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{status}</Badge>;
}
