import { CanceledError } from '@hr/api';
import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data?: undefined; errorMessage?: undefined }
  | { status: 'error'; data?: undefined; errorMessage: string }
  | { status: 'ready'; data: T; errorMessage?: undefined };

/**
 * Loads what a page shows when it opens, as the status its screen takes ('loading' | 'error' |
 * 'ready'), and a `retry` for the error state. Leaving the page cancels the call; a canceled call
 * is not an error anyone needs to see.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Load<T> & { retry: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page loads once per attempt; `load` is a new closure on every render.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (error instanceof CanceledError || controller.signal.aborted) return;
        setState({ status: 'error', errorMessage: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
