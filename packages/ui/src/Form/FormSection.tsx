import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { classNames } from '../theme/classNames.ts';
import styles from './Form.module.css';

export interface FormSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The section's heading; it also names the section for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  /** The heading level, so the section fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A titled part of a form ("Spouse", "Children"), a landmark named by its heading. */
export function FormSection({
  title,
  description,
  headingLevel = 2,
  className,
  children,
  ...props
}: FormSectionProps) {
  const headingId = useId();
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      {...props}
      className={classNames(styles.section, className)}
    >
      <div className={styles.sectionHeader}>
        <Heading id={headingId} className={styles.sectionTitle}>
          {title}
        </Heading>
        {description ? (
          <p id={descriptionId} className={styles.sectionDescription}>
            {description}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
