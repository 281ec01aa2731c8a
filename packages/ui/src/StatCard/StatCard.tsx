import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Group, useLocale } from 'react-aria-components';
import { Icon, type IconName } from '../Icon/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './StatCard.module.css';

export type StatTrendDirection = 'up' | 'down' | 'flat';
export type StatTrendTone = 'positive' | 'negative' | 'neutral';

export interface StatCardChange {
  /** What changed, in words (for example "+3 since last month"). */
  label: ReactNode;
  direction: StatTrendDirection;
  /**
   * Whether the change is good news, which sets its colour. By default up is positive and down
   * negative; pass it when that is not so (more absences is up but negative).
   */
  tone?: StatTrendTone;
}

export interface StatCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** What the figure counts (for example "Headcount"); it names the card. */
  label: string;
  /** A number is formatted for the locale with `formatOptions`; a string is shown as given. */
  value: number | string;
  formatOptions?: Intl.NumberFormatOptions;
  /** Shown after the value, smaller (for example "days"). */
  unit?: ReactNode;
  change?: StatCardChange;
  /** A decorative icon for the figure. */
  icon?: IconName;
  /** Shows a spinner in place of the figure while it loads. */
  isLoading?: boolean;
}

/** The direction is given by an arrow named for assistive technology as well as by colour. */
const trendIcons: Record<StatTrendDirection, { name: IconName; label: string; tone: StatTrendTone }> = {
  up: { name: 'arrowUp', label: 'Increase', tone: 'positive' },
  down: { name: 'arrowDown', label: 'Decrease', tone: 'negative' },
  flat: { name: 'arrowRight', label: 'No change', tone: 'neutral' },
};

/** A dashboard figure: a label, a value and, optionally, how it changed. */
export function StatCard({
  label,
  value,
  formatOptions,
  unit,
  change,
  icon,
  isLoading = false,
  className,
  ...props
}: StatCardProps) {
  const labelId = useId();
  const { locale } = useLocale();
  const formattedValue =
    typeof value === 'number' ? new Intl.NumberFormat(locale, formatOptions).format(value) : value;
  const trend = change ? trendIcons[change.direction] : undefined;
  return (
    <Group
      aria-labelledby={labelId}
      aria-busy={isLoading || undefined}
      {...props}
      className={classNames(styles.statCard, className)}
    >
      <div className={styles.header}>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        {icon ? (
          <span className={styles.icon}>
            <Icon name={icon} />
          </span>
        ) : null}
      </div>
      {isLoading ? (
        <div className={styles.loading}>
          <Spinner aria-label={`Loading ${label}`} />
        </div>
      ) : (
        <>
          <p className={styles.value}>
            {formattedValue}
            {unit ? <span className={styles.unit}>{unit}</span> : null}
          </p>
          {change && trend ? (
            <p className={styles.change} data-tone={change.tone ?? trend.tone}>
              <Icon name={trend.name} label={trend.label} />
              <span>{change.label}</span>
            </p>
          ) : null}
        </>
      )}
    </Group>
  );
}
