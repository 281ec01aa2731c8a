import type { components } from '@hr/api';

/** The wire shapes of the announcement operations (openapi.yaml, tag team). */
type Schemas = components['schemas'];

export type Announcement = Schemas['Announcement'];
export type AnnouncementPage = Schemas['AnnouncementPage'];
export type ListAnnouncementsRequest = Schemas['ListAnnouncementsRequest'];
/** As the validator leaves it: every optional field has its default. */
export type CreateAnnouncementRequest = Required<Schemas['CreateAnnouncementRequest']>;
export type UpdateAnnouncementRequest = Required<Schemas['UpdateAnnouncementRequest']>;
