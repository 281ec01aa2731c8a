import { useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';

/**
 * A report's downloads (CSV, PDF): which one is being fetched, so its button waits, and the last
 * refusal's message, for a banner; a new download clears it.
 */
export function useDownloads<TKind extends string>() {
  const [downloading, setDownloading] = useState<TKind | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const download = (kind: TKind, action: () => Promise<FormSubmitResult>) => {
    setDownloading(kind);
    setRefusal(null);
    void action().then((feedback) => {
      setDownloading(null);
      if (feedback) setRefusal(feedback.message);
    });
  };
  return { downloading, refusal, download };
}
