import type { AttendancePunch } from './checkIn.ts';

/** A flagged punch waiting for review, as listFlaggedPunches carries it (the contract's FlaggedPunch). */
export interface FlaggedPunch extends AttendancePunch {
  employeeId: string;
  employeeName: string;
  /** Where the device said it was, when it said. */
  location: { latitude: string; longitude: string; accuracyMetres: number } | null;
  /** The nearest of the person's sites and how far the punch was from its centre. */
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
