import { Spinner } from '@hr/ui';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError.tsx';

export interface LoadStatesProps {
  /** 'loading' until the data has come. */
  status: 'loading' | 'error' | 'ready';
  /** What could not be loaded, as a sentence: "The replies could not be loaded." */
  errorTitle: string;
  errorMessage?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** What is loading, read out: "Loading the replies". */
  loadingLabel: string;
  /** Stands in for the content once loaded when there is none (an EmptyState). */
  empty?: ReactNode;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: boolean;
  children: ReactNode;
}

/**
 * The states of a list that is not a table (an employee's announcements and documents, a topic's replies): a
 * spinner while loading, the error with Try again, the empty state, or the content.
 */
export function LoadStates({
  status,
  errorTitle,
  errorMessage,
  onRetry,
  loadingLabel,
  empty,
  isEmpty = false,
  children,
}: LoadStatesProps) {
  if (status === 'error') return <LoadError title={errorTitle} message={errorMessage} onRetry={onRetry} />;
  if (status === 'loading') return <Spinner aria-label={loadingLabel} />;
  return <>{isEmpty ? empty : children}</>;
}
