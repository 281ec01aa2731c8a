import type { ChangeableDetail, LetterKind, RequestKind, RequestStatus } from '@hr/domain';

/** One request as the Request page shows it (the contract's EmployeeRequest). */
export interface RequestItem {
  id: string;
  employeeId: string;
  employeeName: string;
  kind: RequestKind;
  subject: ChangeableDetail | LetterKind;
  description: string;
  reason: string | null;
  status: RequestStatus;
  waitingOn: string | null;
  submittedOn: string;
  decidedOn: string | null;
  decidedByName: string | null;
  rejectionReason: string | null;
  canWithdraw: boolean;
  canDecide: boolean;
}

/** What the New request dialog sends: a change of one detail, or a letter. */
export type NewRequest =
  | {
      kind: 'Change of details';
      subject: ChangeableDetail;
      bankId?: string;
      bankAccount?: string;
      firstName?: string;
      lastName?: string;
      maritalStatus?: string;
      reason: string | null;
    }
  | { kind: 'Letter'; letter: LetterKind; reason: string | null };

/** A refusal of the server, to show on its field (named as the request names it) or above. */
export interface RequestRefusal {
  message: string;
  field?: string;
}

export interface RequestScreenProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The requests the reader follows: their own, and for HR those of the people they reach. */
  requests: RequestItem[];
  /** The requests waiting on the reader's decision. */
  toDecide: RequestItem[];
  /** The reader's own employee record; without one there is nothing to ask (an administrator). */
  ownEmployeeId: string | null;
  /** The employer's banks, for a change of bank account. */
  banks: { id: string; name: string }[];
  /** Answers null when asked, or the refusal to show. */
  onAsk: (request: NewRequest) => Promise<RequestRefusal | null>;
  onWithdraw: (id: string) => Promise<RequestRefusal | null>;
  onDecide: (
    id: string,
    decision: 'approve' | 'reject',
    comment: string | null,
  ) => Promise<RequestRefusal | null>;
  onDownloadLetter: (id: string) => void;
  /** Shown for whoever keeps the employer's letter templates. */
  templateEditor?: React.ReactNode;
}
