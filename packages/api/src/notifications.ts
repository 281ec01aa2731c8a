import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type Notification = Schemas['Notification'];
export type NotificationFeed = Schemas['NotificationFeed'];
export type ListNotificationsRequest = Schemas['NotificationListRequest'];
export type ListNotificationsResult = Schemas['NotificationFeedEnvelope'];
export type MarkNotificationsReadRequest = Schemas['MarkNotificationsReadRequest'];
export type MarkNotificationsReadResult = Schemas['UnreadCountEnvelope'];

/** The signed-in user's own notifications, newest first, with the unread count (the bell). */
export function listNotifications(
  client: ApiClient,
  body: ListNotificationsRequest = {},
  options?: RequestOptions,
): Promise<ListNotificationsResult> {
  return client.postAuthenticated('/notifications/list-notifications', body, options);
}

/** Marks some of the user's notifications (`ids`), or all of them, as read; answers what stays unread. */
export function markNotificationsRead(
  client: ApiClient,
  body: MarkNotificationsReadRequest,
  options?: RequestOptions,
): Promise<MarkNotificationsReadResult> {
  return client.postAuthenticated('/notifications/mark-notifications-read', body, options);
}

export type NoticeEmailPreference = Schemas['NoticeEmailPreference'];
export type UpdateEmailPreferencesRequest = Schemas['UpdateEmailPreferencesRequest'];
export type EmailPreferencesResult = Schemas['EmailPreferencesEnvelope'];

/** Which kinds of notice come to the signed-in user by e-mail as well as the bell (My profile). */
export function getEmailPreferences(
  client: ApiClient,
  options?: RequestOptions,
): Promise<EmailPreferencesResult> {
  return client.postAuthenticated('/notifications/get-email-preferences', {}, options);
}

/** Stores the user's choice for each kind named; answers every kind. */
export function updateEmailPreferences(
  client: ApiClient,
  body: UpdateEmailPreferencesRequest,
  options?: RequestOptions,
): Promise<EmailPreferencesResult> {
  return client.postAuthenticated('/notifications/update-email-preferences', body, options);
}
