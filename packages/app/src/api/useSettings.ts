import { useState } from 'react';
import { type CallFeedback, feedbackFor } from './feedback.ts';
import { useLoad } from './useLoad.ts';

/**
 * A settings page's props (leave, payroll): the settings loaded when it opens, then those the last
 * save answered, and a failed save turned into the form's feedback on the field it names.
 */
export function useSettings<TSettings, TValues, Field extends string>(
  load: (signal: AbortSignal) => Promise<TSettings>,
  save: (values: TValues) => Promise<TSettings>,
  fields: readonly Field[],
) {
  const loaded = useLoad(load);
  const [saved, setSaved] = useState<TSettings>();
  return {
    status: loaded.status,
    errorMessage: loaded.errorMessage,
    onRetry: loaded.retry,
    settings: saved ?? loaded.data,
    onSave: async (values: TValues): Promise<CallFeedback<Field> | undefined> => {
      try {
        setSaved(await save(values));
      } catch (error) {
        return feedbackFor(error, fields);
      }
      return undefined;
    },
  };
}
