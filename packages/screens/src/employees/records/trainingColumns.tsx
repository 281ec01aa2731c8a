import { Badge, createDataTableColumns } from '@hr/ui';
import type { TrainingCourseItem, TrainingResultRow } from './training.ts';

/** How the page prints days (the employer's format) and money (its currency's digits). */
export interface TrainingFormat {
  day: (isoDay: string) => string;
  money: (amount: string, currency: string) => string;
}

/** "10 Mar 2026 – 11 Mar 2026", or the one day of a session without an end. */
function datesOf(course: TrainingCourseItem, day: TrainingFormat['day']): string {
  if (course.endDate === null || course.endDate === course.startDate) return day(course.startDate);
  return `${day(course.startDate)} – ${day(course.endDate)}`;
}

export function courseColumns(format: TrainingFormat) {
  const column = createDataTableColumns<TrainingCourseItem>();
  return column.columns([
    column.accessor('title', { header: 'Title', meta: { width: 'minmax(10rem, 1.4fr)' } }),
    column.accessor((course) => course.provider ?? '—', {
      id: 'provider',
      header: 'Provider',
      meta: { width: 'minmax(8rem, 1fr)' },
    }),
    // Sorted by the course's start, whatever format the days print in.
    column.accessor('startDate', {
      id: 'dates',
      header: 'Dates',
      cell: ({ row }) => datesOf(row.original, format.day),
      meta: { width: 'minmax(12rem, 1.2fr)' },
    }),
    column.accessor(
      (course) =>
        course.cost === null || course.currency === null ? '—' : format.money(course.cost, course.currency),
      {
        id: 'cost',
        header: 'Cost',
        enableSorting: false,
        meta: { width: 'minmax(7rem, 0.7fr)', align: 'end' },
      },
    ),
    column.accessor((course) => course.attendees.length, {
      id: 'attendees',
      header: 'Attendees',
      meta: { width: 'minmax(6rem, 0.5fr)', align: 'end' },
    }),
    column.accessor((course) => course.attendees.filter((attendee) => attendee.completed).length, {
      id: 'completed',
      header: 'Completed',
      meta: { width: 'minmax(6rem, 0.5fr)', align: 'end' },
    }),
  ]);
}

/** "Expired", "Expires 12 Jan 2027" within the reminders' window, "Valid until …" later. */
export function CertificateStandingLabel({
  row,
  day,
}: {
  row: TrainingResultRow;
  day: TrainingFormat['day'];
}) {
  const expiry = row.attendee.certificateExpiryDate;
  if (expiry === null) return <>—</>;
  if (row.standing === 'expired') return <Badge variant="danger">Expired</Badge>;
  if (row.standing === 'expiring') return <Badge variant="warning">{`Expires ${day(expiry)}`}</Badge>;
  return <>{`Valid until ${day(expiry)}`}</>;
}

export function resultColumns(format: TrainingFormat) {
  const column = createDataTableColumns<TrainingResultRow>();
  return column.columns([
    column.accessor((row) => row.attendee.employeeName, {
      id: 'attendee',
      header: 'Attendee',
      meta: { width: 'minmax(10rem, 1.2fr)' },
    }),
    column.accessor((row) => row.course.title, {
      id: 'course',
      header: 'Course',
      meta: { width: 'minmax(10rem, 1.2fr)' },
    }),
    column.display({
      id: 'result',
      header: 'Result',
      meta: { width: 'minmax(10rem, 1fr)' },
      cell: ({ row: { original } }) =>
        original.attendee.completed ? (
          <Badge variant="success">
            {original.attendee.completedOn
              ? `Completed ${format.day(original.attendee.completedOn)}`
              : 'Completed'}
          </Badge>
        ) : (
          <Badge variant="neutral">Not completed</Badge>
        ),
    }),
    column.display({
      id: 'certificate',
      header: 'Certificate',
      meta: { width: 'minmax(11rem, 1fr)' },
      cell: ({ row: { original } }) => <CertificateStandingLabel row={original} day={format.day} />,
    }),
    column.accessor((row) => String(row.attendee.certificates.length), {
      id: 'files',
      header: 'Files',
      enableSorting: false,
      meta: { width: 'minmax(5rem, 0.4fr)', align: 'end' },
    }),
  ]);
}
