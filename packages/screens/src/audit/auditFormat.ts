import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import type { AuditEvent } from './auditEvents.ts';

/** When an event happened, in the reader's locale and time zone (the browser's unless given). */
export function useAuditTime(timeZone?: string) {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return (at: string) => format.format(new Date(at));
  }, [locale, timeZone]);
}

/** Who did it: the account's name, or what the trail knows when it has none (a failed sign-in). */
export function actorText(event: Pick<AuditEvent, 'actorName' | 'actorUserId'>): string {
  return event.actorName ?? (event.actorUserId ? 'A removed account' : 'Nobody signed in');
}
