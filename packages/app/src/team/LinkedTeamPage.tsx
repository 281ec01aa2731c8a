import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { userAtom } from '../session/sessionAtom.ts';

/** A Team page's view for one reader, told which item a link opens. */
export type LinkedView = ComponentType<{ openId: string | null }>;

/**
 * A Team page with an administrator's view and an employee's, where `?open=<id>` (the bell's link, a
 * notice's) names the item to open. A new `?open` (another link followed while on the page) starts the
 * page afresh.
 */
export function LinkedTeamPage({
  admin: Admin,
  employee: Employee,
}: {
  admin: LinkedView;
  employee: LinkedView;
}) {
  const isAdmin = useAtomValue(userAtom)?.role === 'admin';
  const [search] = useSearchParams();
  const openId = search.get('open');
  return isAdmin ? <Admin key={openId} openId={openId} /> : <Employee key={openId} openId={openId} />;
}
