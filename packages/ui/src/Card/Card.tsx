import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { classNames } from '../theme/classNames.ts';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading of the card; it also names the card (a region, or an article). */
  title?: ReactNode;
  /** Level of the title's heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Controls at the end of the header (for example an add button or a menu). */
  actions?: ReactNode;
  /** A row under the body, usually buttons or a link. */
  footer?: ReactNode;
  /** article for self-contained content (an announcement); section for a part of the page. */
  as?: 'section' | 'article';
  children?: ReactNode;
}

/** A surface that groups related content under an optional heading. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  as: Root = 'section',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || actions);
  return (
    <Root
      aria-labelledby={title ? titleId : undefined}
      {...props}
      className={classNames(styles.card, className)}
    >
      {hasHeader ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Root>
  );
}
