import { listIncidentCasePeople } from '@hr/api';
import type { SearchPeople } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { toastQueue } from '../toasts.ts';

/**
 * The people picker's search (list-incident-case-people: current employees by name or number, to any
 * signed-in reader): an incident's subjects and witnesses, a document request's employees. A failed
 * search is a toast and no one found.
 */
export const searchPeople: SearchPeople = async (term) => {
  try {
    return (await listIncidentCasePeople(apiClient, term)).returnObject;
  } catch (error) {
    toastQueue.add({
      title: 'Nobody could be found',
      description: feedbackFor(error).message,
      variant: 'danger',
    });
    return [];
  }
};
