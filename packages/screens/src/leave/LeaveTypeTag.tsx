import styles from './LeaveTypeTag.module.css';

export interface LeaveTypeTagProps {
  code: string;
  /** The leave type's colour, '#RRGGBB'; a mark beside the code, never the only cue. */
  color: string;
  className?: string;
}

/** A leave type as lists name it: its colour mark and its code. */
export function LeaveTypeTag({ code, color, className }: LeaveTypeTagProps) {
  return (
    <span className={[styles.tag, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true" className={styles.swatch} style={{ backgroundColor: color }} />
      {code}
    </span>
  );
}
