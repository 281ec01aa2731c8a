import { FormattedText } from '@hr/ui';

/** An announcement's content as its reader sees it: formatted, with any HTML in it shown as its text. */
export function AnnouncementContent({ source }: { source: string }) {
  return <FormattedText source={source} />;
}
