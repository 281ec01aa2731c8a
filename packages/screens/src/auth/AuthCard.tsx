import { type ReactNode, useId } from 'react';
import styles from './AuthCard.module.css';

export interface AuthCardProps {
  /** The page's heading (h1); it also names the card. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** narrow for short forms (sign-in), wide for the two-column sign-up form. */
  size?: 'narrow' | 'wide';
  /** Links under the card's content ("Create new account"). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The card each public page sits in: a page heading, the form or message, and links under it. */
export function AuthCard({ title, description, size = 'narrow', footer, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-size={size} className={styles.card}>
      <div className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
