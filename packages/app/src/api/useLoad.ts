import { CanceledError } from '@hr/api';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data?: undefined; errorMessage?: undefined }
  | { status: 'error'; data?: undefined; errorMessage: string }
  | { status: 'ready'; data: T; errorMessage?: undefined };

export type Loaded<T> = Load<T> & {
  /** Loads again from the loading state: the error state's Try again. */
  retry: () => void;
  /**
   * Loads again while what is shown stays on screen until the answer replaces it, as after a change
   * the page made itself. Resolves once the answer is shown.
   */
  reload: () => Promise<void>;
};

/**
 * Loads what a page shows when it opens, as the status its screen takes ('loading' | 'error' |
 * 'ready'), with a `retry` for the error state and a quiet `reload`. A new call cancels the one
 * before, so an older answer never lands over a newer one, and leaving the page cancels the call;
 * a canceled call is not an error anyone needs to see. `key` is what the load depends on that may
 * change while the page is open (whether the viewer may see it, once that is known): when it
 * changes, it loads again from the loading state.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key?: unknown): Loaded<T> {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  // `load` is a new closure on every render; a call takes the latest one.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const pending = useRef<AbortController>(null);

  const start = useCallback(async (quietly: boolean) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    if (!quietly) setState({ status: 'loading' });
    try {
      const data = await latestLoad.current(controller.signal);
      if (!controller.signal.aborted) setState({ status: 'ready', data });
    } catch (error) {
      if (error instanceof CanceledError || controller.signal.aborted) return;
      setState({ status: 'error', errorMessage: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `key` is the reason to load again.
  useEffect(() => {
    void start(false);
    return () => pending.current?.abort();
  }, [start, key]);

  const retry = useCallback(() => void start(false), [start]);
  const reload = useCallback(() => start(true), [start]);
  return { ...state, retry, reload };
}
