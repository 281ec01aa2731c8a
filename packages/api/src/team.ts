import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest } from './employer.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/* Team › Announcements (issue 15): every user of the employer reads them (Team has no Module Access
   switch); administrators write, change and delete them. Employees see only published ones whose
   effective date has come, the server answering 404 for any other. */

export type Announcement = Schemas['Announcement'];
export type AnnouncementPage = Schemas['AnnouncementPage'];
export type ListAnnouncementsRequest = Schemas['ListAnnouncementsRequest'];
export type CreateAnnouncementRequest = Schemas['CreateAnnouncementRequest'];
export type UpdateAnnouncementRequest = Schemas['UpdateAnnouncementRequest'];
export type AnnouncementResult = Schemas['AnnouncementEnvelope'];
export type AnnouncementPageResult = Schemas['AnnouncementPageEnvelope'];
export type AnnouncementMessageResult = Schemas['MessageEnvelope'];

/** One page of the announcements the caller may see, newest effective date first, and the total. */
export function listAnnouncements(
  client: ApiClient,
  body: ListAnnouncementsRequest,
  options?: RequestOptions,
): Promise<AnnouncementPageResult> {
  return client.postAuthenticated('/team/list-announcements', body, options);
}

/** One announcement with its files and whether the caller has read it. */
export function getAnnouncement(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<AnnouncementResult> {
  return client.postAuthenticated('/team/get-announcement', body, options);
}

/** Writes an announcement with the caller's uploaded files (administrators). */
export function createAnnouncement(
  client: ApiClient,
  body: CreateAnnouncementRequest,
  options?: RequestOptions,
): Promise<AnnouncementResult> {
  return client.postAuthenticated('/team/create-announcement', body, options);
}

/** Changes an announcement, adding and removing files (administrators). */
export function updateAnnouncement(
  client: ApiClient,
  body: UpdateAnnouncementRequest,
  options?: RequestOptions,
): Promise<AnnouncementResult> {
  return client.postAuthenticated('/team/update-announcement', body, options);
}

/** Deletes an announcement with its files and reads (administrators). */
export function deleteAnnouncement(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<AnnouncementMessageResult> {
  return client.postAuthenticated('/team/delete-announcement', body, options);
}

/** Records that the caller has read it (the first reading is kept); answers it with `read` true. */
export function markAnnouncementRead(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<AnnouncementResult> {
  return client.postAuthenticated('/team/mark-announcement-read', body, options);
}
