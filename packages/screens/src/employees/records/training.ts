import { type CertificateStanding, certificateStanding, type TrainingInput } from '@hr/domain';
import type { StoredFile } from '../../files/StoredFile.ts';

/** One attendee of a course as Training shows them: their result and their certificate. */
export interface TrainingAttendeeItem {
  employeeId: string;
  employeeName: string;
  completed: boolean;
  completedOn: string | null;
  certificateExpiryDate: string | null;
  certificates: readonly StoredFile[];
}

/** A course or session with the attendees the viewer reaches. */
export interface TrainingCourseItem {
  id: string;
  title: string;
  provider: string | null;
  startDate: string;
  endDate: string | null;
  /** Money as the contract carries it, a decimal string in `currency` ("1250.00"); never a float. */
  cost: string | null;
  currency: string | null;
  attendees: readonly TrainingAttendeeItem[];
}

/** One attendee on one course: a row of the Attendees tab and what the result dialog records. */
export interface TrainingResultRow {
  course: TrainingCourseItem;
  attendee: TrainingAttendeeItem;
  standing: CertificateStanding | null;
}

/** The course fields a refusal may name: the route passes them to the feedback of a failed save. */
export const TRAINING_FIELDS = [
  'title',
  'provider',
  'startDate',
  'endDate',
  'cost',
  'currency',
] as const satisfies readonly (keyof TrainingInput)[];

/** The result fields a refusal may name. */
export const TRAINING_RESULT_FIELDS = ['completedOn', 'certificateExpiryDate'] as const;

const URGENCY: Record<CertificateStanding, number> = { expired: 0, expiring: 1, current: 2 };
const urgencyOf = (row: TrainingResultRow) => (row.standing === null ? 3 : URGENCY[row.standing]);

/**
 * Every attendee of every course, the certificates to renew first (lapsed, then expiring, soonest
 * first), as the bell's reminder sends HR here to find them.
 */
export function resultRowsOf(courses: readonly TrainingCourseItem[], today: string): TrainingResultRow[] {
  const rows = courses.flatMap((course) =>
    course.attendees.map((attendee) => ({
      course,
      attendee,
      standing: certificateStanding(attendee.certificateExpiryDate, today),
    })),
  );
  // Array sort is stable: within a standing, the courses' order (newest first) holds.
  return rows.sort(
    (a, b) => urgencyOf(a) - urgencyOf(b) || (needsRenewal(a) ? expiryOf(a).localeCompare(expiryOf(b)) : 0),
  );
}

const expiryOf = (row: TrainingResultRow) => row.attendee.certificateExpiryDate ?? '';

/** A certificate lapsed or within the reminders' window. */
export const needsRenewal = (row: TrainingResultRow) =>
  row.standing === 'expired' || row.standing === 'expiring';
