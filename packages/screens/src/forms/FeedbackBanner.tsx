import { Banner } from '@hr/ui';
import type { FormFeedback } from './formFeedback.ts';

/** The top of a form dialog: a refusal naming no field of the form (useFormFeedback's bannerFeedback). */
export function FeedbackBanner({ feedback }: { feedback: FormFeedback | null }) {
  return feedback ? (
    <Banner variant="danger" isUrgent>
      {feedback.message}
    </Banner>
  ) : null;
}
