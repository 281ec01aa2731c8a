import { Banner } from '@hr/ui';
import type { FormFeedback } from './formFeedback.ts';

/**
 * A dialog's or form's refusal that names no field it has, shown above the fields and read out at
 * once; nothing when there is none.
 */
export function RefusalBanner({ feedback }: { feedback: FormFeedback | null }) {
  return feedback ? (
    <Banner variant="danger" isUrgent>
      {feedback.message}
    </Banner>
  ) : null;
}
