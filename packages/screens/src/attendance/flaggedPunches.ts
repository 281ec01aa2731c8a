import type { AttendancePunch } from './checkIn.ts';

/** A flagged punch waiting for review, as listFlaggedPunches carries it. */
export interface FlaggedPunch extends AttendancePunch {
  employeeId: string;
  employeeName: string;
  /** The attendance date the punch counts on, 'YYYY-MM-DD'. */
  date: string;
  /** The nearest site the person may punch at and how far the punch was from it, when it had a location. */
  nearestSite: { name: string; distanceMetres: number } | null;
}

export type PunchReview = 'accepted' | 'rejected';

export interface FlaggedPunchesPanelProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Oldest first. */
  punches: FlaggedPunch[];
  /** Answers null when the review is stored, or the refusal to show. */
  onReview: (id: string, decision: PunchReview) => Promise<{ message: string } | null>;
}
