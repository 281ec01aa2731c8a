import type { Context } from 'hono';
import type {
  MarkNotificationsReadRequest,
  NotificationListRequest,
  UpdateEmailPreferencesRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { getEmailPreferences, updateEmailPreferences } from './email-preferences.ts';
import { listNotifications, markNotificationsRead } from './feed.ts';

/** The bell's operations: every signed-in user, their own feed and e-mail choices only. */
export function notificationHandlers(deps: ServiceDeps) {
  return {
    listNotifications: async (c: Context<ApiEnv>) =>
      success(c, 200, {
        returnObject: await listNotifications(
          deps,
          c.get('caller'),
          c.get('body') as NotificationListRequest,
        ),
      }),
    markNotificationsRead: async (c: Context<ApiEnv>) =>
      success(c, 200, {
        returnObject: await markNotificationsRead(
          deps,
          c.get('caller'),
          c.get('body') as MarkNotificationsReadRequest,
        ),
      }),
    getEmailPreferences: async (c: Context<ApiEnv>) =>
      success(c, 200, { returnObject: await getEmailPreferences(deps, c.get('caller')) }),
    updateEmailPreferences: async (c: Context<ApiEnv>) =>
      success(c, 200, {
        returnObject: await updateEmailPreferences(
          deps,
          c.get('caller'),
          c.get('body') as UpdateEmailPreferencesRequest,
        ),
      }),
  };
}
