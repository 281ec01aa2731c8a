import { AnnouncementsScreen, MyAnnouncementsScreen } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { userAtom } from '../session/sessionAtom.ts';
import { useAdminAnnouncements, useMyAnnouncements } from '../team/useAnnouncements.ts';

/**
 * Team › Announcements (issue 15): administrators manage them in a table, employees read the
 * published ones. `?open=<id>` (the bell's link) opens that announcement.
 */
export function Component() {
  const isAdmin = useAtomValue(userAtom)?.role === 'admin';
  const [search] = useSearchParams();
  const openId = search.get('open');
  // A new ?open (another bell item followed while on the page) starts the page afresh.
  return isAdmin ? (
    <AdminAnnouncements key={openId} openId={openId} />
  ) : (
    <MyAnnouncements key={openId} openId={openId} />
  );
}

function AdminAnnouncements({ openId }: { openId: string | null }) {
  return <AnnouncementsScreen {...useAdminAnnouncements(openId)} />;
}

function MyAnnouncements({ openId }: { openId: string | null }) {
  return <MyAnnouncementsScreen {...useMyAnnouncements(openId)} />;
}
