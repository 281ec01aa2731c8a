import { readableTextOn } from '@hr/domain';
import styles from './IncidentCategoryBadge.module.css';

export interface IncidentCategoryBadgeProps {
  /** The category's code, the badge's text. */
  code: string;
  /** The category's colour, '#RRGGBB': the badge's background, the same in light and dark. */
  color: string;
  /** Said to screen readers and shown on hover, so the code is never the only name. */
  description?: string;
  className?: string;
}

/**
 * An incident category as every list and case names it: its code on its colour, with black or white
 * text, whichever reaches 4.5:1 on that colour, so it reads in either theme whatever colour was chosen.
 */
export function IncidentCategoryBadge({ code, color, description, className }: IncidentCategoryBadgeProps) {
  return (
    <span
      className={[styles.badge, className].filter(Boolean).join(' ')}
      style={{ backgroundColor: color, color: readableTextOn(color) }}
      title={description}
    >
      {code}
    </span>
  );
}
