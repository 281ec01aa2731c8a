import { useFormatDay } from '@hr/ui';
import { OwnRequestsPanel } from '../employees/request/OwnRequestsPanel.tsx';
import { AttendanceRequestDialog } from './AttendanceRequestDialog.tsx';
import type { AttendanceRequestItem, AttendanceRequestsPanelProps } from './attendanceRequests.ts';

/** "Forgot to punch, 01/12/2026: in 08:30, out 17:10". */
function describe(item: AttendanceRequestItem, day: (isoDay: string) => string): string {
  const times = [
    item.checkIn ? `in ${item.checkIn}` : null,
    item.checkOut ? `out ${item.checkOut}` : null,
  ].filter(Boolean);
  return `${item.kind}, ${day(item.date)}: ${times.join(', ')}`;
}

/**
 * Attendance requests (issue 29 item 4): the reader's own corrections with their state, withdrawn
 * while pending; those waiting on the reader's decision, approved or rejected with the reason; and
 * those of the people the reader reaches. New request opens the Attendance request dialog.
 */
export function AttendanceRequestsPanel({
  requests,
  toDecide,
  today,
  onAsk,
  ...lists
}: AttendanceRequestsPanelProps) {
  const day = useFormatDay();
  const listed = (items: AttendanceRequestItem[]) =>
    items.map((item) => ({ ...item, description: describe(item, day) }));
  return (
    <OwnRequestsPanel
      {...lists}
      title="Attendance requests"
      headingLevel={2}
      loadingLabel="Loading attendance requests"
      requests={listed(requests)}
      toDecide={listed(toDecide)}
      noneOfMine="No requests yet. Forgot to punch, or worked from home or on duty? Ask for the day to be corrected with New request."
      refusalIsUrgent
      askDialog={({ onDone, ...dialog }) => (
        <AttendanceRequestDialog
          {...dialog}
          defaultDate={today}
          onAsk={async (values) => {
            const feedback = await onAsk(values);
            if (!feedback) onDone(`${values.kind}, ${day(values.date)}: sent for approval.`);
            return feedback;
          }}
        />
      )}
    />
  );
}
