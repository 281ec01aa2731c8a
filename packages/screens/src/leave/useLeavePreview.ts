import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LeaveApplicationValues } from './leaveApplicationSchema.ts';
import type { LeaveAssessment } from './leaveRequests.ts';

/** The form pauses this long before the days are counted again, so typing a reason costs one call. */
export const LEAVE_PREVIEW_DEBOUNCE_MS = 400;

export type LeavePreview =
  /** Not enough is filled in to count anything. */
  | { status: 'idle' }
  | { status: 'counting' }
  | { status: 'ready'; assessment: LeaveAssessment }
  | { status: 'error' };

interface Answer {
  key: string;
  preview: LeavePreview;
}

/**
 * The server's assessment of the application as it stands: asked once the form has paused on
 * complete values, and only the answer to the latest values is kept (an earlier call that answers
 * late is ignored). While new values wait for their answer the preview is 'counting', so an old
 * refusal never shows against new dates.
 */
export function useLeavePreview(
  values: LeaveApplicationValues | null,
  onPreview: (values: LeaveApplicationValues) => Promise<LeaveAssessment>,
): LeavePreview {
  const key = values ? JSON.stringify(values) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const latestValues = useRef(values);
  const latestOnPreview = useRef(onPreview);
  useLayoutEffect(() => {
    latestValues.current = values;
    latestOnPreview.current = onPreview;
  });

  useEffect(() => {
    const asked = latestValues.current;
    if (key === null || asked === null) return;
    let isLatest = true;
    const timer = setTimeout(() => {
      latestOnPreview.current(asked).then(
        (assessment) => {
          if (isLatest) setAnswer({ key, preview: { status: 'ready', assessment } });
        },
        () => {
          if (isLatest) setAnswer({ key, preview: { status: 'error' } });
        },
      );
    }, LEAVE_PREVIEW_DEBOUNCE_MS);
    return () => {
      isLatest = false;
      clearTimeout(timer);
    };
  }, [key]);

  if (key === null) return { status: 'idle' };
  return answer?.key === key ? answer.preview : { status: 'counting' };
}
