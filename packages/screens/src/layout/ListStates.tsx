import { Spinner } from '@hr/ui';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError.tsx';

export interface ListStatesProps {
  /** 'loading' until the first page has come. */
  status: 'loading' | 'error' | 'ready';
  /** What could not be loaded, as a sentence ("The announcements could not be loaded."). */
  errorTitle: string;
  errorMessage?: string | undefined;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: (() => void) | undefined;
  /** Names the spinner ("Loading the announcements"). */
  loadingLabel: string;
  /** The list has come and holds nothing: `empty` stands in its place. */
  isEmpty: boolean;
  /** What an empty list shows (an EmptyState). */
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/**
 * Where a list that is not a table stands (the employees' announcements and documents): the
 * failure with its retry, a spinner, the empty state, or the list.
 */
export function ListStates({
  status,
  errorTitle,
  errorMessage,
  onRetry,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: ListStatesProps) {
  if (status === 'error') return <LoadError title={errorTitle} message={errorMessage} onRetry={onRetry} />;
  if (status === 'loading') return <Spinner aria-label={loadingLabel} />;
  return isEmpty ? empty : children;
}
