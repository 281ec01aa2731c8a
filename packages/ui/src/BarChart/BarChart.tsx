import { type CSSProperties, type ReactNode, useId } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import { classNames } from '../theme/classNames.ts';
import styles from './BarChart.module.css';

export interface BarChartDatum {
  /** Names the bar; unique within a chart. */
  label: string;
  /** A count or amount, zero or more; negative values are drawn as zero. */
  value: number;
}

export interface BarChartProps {
  /** The visible caption; it also names the figure. */
  title: ReactNode;
  data: readonly BarChartDatum[];
  /**
   * vertical: columns rising from a baseline (for a series over time); horizontal: bars from the
   * start edge (for categories with long names). With more than six bars, a vertical chart narrower
   * than its months need lays its bars out horizontally, so every label stays readable.
   */
  orientation?: 'vertical' | 'horizontal';
  /** What the values count ("starters"); screen readers hear it after each value. */
  valueLabel?: string;
  /** Formats each value; by default the locale's number format. */
  formatValue?: (value: number) => string;
  /** Shown in place of the bars when `data` is empty. */
  emptyMessage?: ReactNode;
  className?: string;
}

/** Vertical charts with more bars than this fall back to horizontal bars in a narrow container. */
const DENSE_BAR_COUNT = 6;

/**
 * A bar chart that reads as text: each bar is a list item with its label and its value written
 * out, so it needs no picture to be understood. The bars themselves are decoration for sighted users.
 */
export function BarChart({
  title,
  data,
  orientation = 'vertical',
  valueLabel,
  formatValue,
  emptyMessage = 'No figures to show.',
  className,
}: BarChartProps) {
  const captionId = useId();
  const { locale } = useLocale();
  const format = formatValue ?? new Intl.NumberFormat(locale).format;
  // Bars are scaled to the largest value; with nothing above zero every bar stays empty.
  const largest = Math.max(0, ...data.map((datum) => datum.value));
  const shareOfLargest = (value: number) => (largest > 0 ? (Math.max(0, value) / largest) * 100 : 0);

  return (
    // The caption names the figure explicitly: not every browser and screen reader does so by itself.
    <figure
      aria-labelledby={captionId}
      className={classNames(styles.barChart, className)}
      data-orientation={orientation}
      data-dense={data.length > DENSE_BAR_COUNT || undefined}
    >
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      {data.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <ul className={styles.bars}>
          {data.map((datum) => (
            <li key={datum.label} className={styles.item}>
              <span className={styles.label}>{datum.label}</span>
              <VisuallyHidden>: </VisuallyHidden>
              <span className={styles.value}>
                {format(datum.value)}
                {valueLabel ? <VisuallyHidden> {valueLabel}</VisuallyHidden> : null}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={styles.bar}
                  data-empty={datum.value <= 0 || undefined}
                  style={{ '--bar-size': `${shareOfLargest(datum.value)}%` } as CSSProperties}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
