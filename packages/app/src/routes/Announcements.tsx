import { AnnouncementsScreen, MyAnnouncementsScreen } from '@hr/screens';
import { LinkedTeamPage } from '../team/LinkedTeamPage.tsx';
import { useAdminAnnouncements, useMyAnnouncements } from '../team/useAnnouncements.ts';

/**
 * Team › Announcements (issue 15): administrators manage them in a table, employees read the
 * published ones. `?open=<id>` (the bell's link) opens that announcement.
 */
export function Component() {
  return <LinkedTeamPage admin={AdminAnnouncements} employee={MyAnnouncements} />;
}

function AdminAnnouncements({ openId }: { openId: string | null }) {
  return <AnnouncementsScreen {...useAdminAnnouncements(openId)} />;
}

function MyAnnouncements({ openId }: { openId: string | null }) {
  return <MyAnnouncementsScreen {...useMyAnnouncements(openId)} />;
}
