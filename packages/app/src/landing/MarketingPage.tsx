import { sendContactMessage } from '@hr/api';
import { SIDE_MENU } from '@hr/domain';
import { LandingScreen, menuAvailability, toSideNavItems } from '@hr/screens';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { isBuiltPath } from '../paths.ts';
import { PRODUCT_NAME } from '../product.ts';

/** The whole menu, as an administrator's side menu shows it: what works and what does not yet. */
const availability = menuAvailability(toSideNavItems(SIDE_MENU, isBuiltPath));

/**
 * §2.11's marketing page at / and /landing, public; its contact form mails the operator. Shown by the
 * page of its own a visit starting there loads (landingPage.tsx) and by the app's route once the app runs.
 */
export function MarketingPage() {
  const [contactSentMessage, setContactSentMessage] = useState<string>();
  return (
    <LandingScreen
      productName={PRODUCT_NAME}
      availability={availability}
      contactSentMessage={contactSentMessage}
      onContactSubmit={async (values) => {
        try {
          const { returnMessage } = await sendContactMessage(apiClient, values);
          setContactSentMessage(returnMessage);
        } catch (error) {
          return feedbackFor(error, ['fullName', 'email', 'message']);
        }
      }}
    />
  );
}
