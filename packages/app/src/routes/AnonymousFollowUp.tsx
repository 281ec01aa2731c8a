import { followUpAnonymousReport, withdrawAnonymousReport } from '@hr/api';
import { AnonymousFollowUpScreen } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { toCaseDetail } from '../incidents/incidentCases.ts';

/**
 * The anonymous reporter's follow-up page, without signing in: the code is the only tie to the report.
 * A code that matches none (404) and too many tries from this address (429) are the server's sentences.
 */
export function Component() {
  return (
    <AnonymousFollowUpScreen
      onLookUp={async (code) => {
        try {
          return toCaseDetail((await followUpAnonymousReport(apiClient, code)).returnObject);
        } catch (error) {
          return feedbackFor(error);
        }
      }}
      onWithdraw={async (code) => {
        try {
          await withdrawAnonymousReport(apiClient, code);
          return undefined;
        } catch (error) {
          return feedbackFor(error);
        }
      }}
    />
  );
}
