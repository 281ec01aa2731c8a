import { type CSSProperties, type ReactNode, useId } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import { classNames } from '../theme/classNames.ts';
import styles from './BarChart.module.css';

export interface BarChartValue {
  /** A count or amount, zero or more; negative values are drawn as zero. */
  value: number;
  /**
   * The value as written out, in place of `formatValue(value)`: an amount kept exact as text
   * ("12,500.00") while `value` only sizes the bar.
   */
  text?: string;
}

export interface BarChartDatum extends BarChartValue {
  /** Names the bar; unique within a chart. */
  label: string;
  /** With `series`: the values of the second and later series, in their order. */
  others?: readonly BarChartValue[];
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
  /**
   * Two or more series side by side (gross and net pay): their names, the first for each datum's
   * `value`, the others for its `others`. A legend shows their colours, and every value is written
   * with its series' name ("Nov 2026: Gross 12,500.00, Net 9,800.00").
   */
  series?: readonly string[];
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
  series,
  valueLabel,
  formatValue,
  emptyMessage = 'No figures to show.',
  className,
}: BarChartProps) {
  const captionId = useId();
  const { locale } = useLocale();
  const format = formatValue ?? new Intl.NumberFormat(locale).format;
  const seriesNames = series && series.length > 1 ? series : null;
  const valuesOf = (datum: BarChartDatum): readonly BarChartValue[] =>
    seriesNames ? [datum, ...(datum.others ?? [])].slice(0, seriesNames.length) : [datum];
  // Bars are scaled to the largest value of any series; with nothing above zero every bar stays empty.
  const largest = Math.max(0, ...data.flatMap((datum) => valuesOf(datum).map(({ value }) => value)));
  const shareOfLargest = (value: number) => (largest > 0 ? (Math.max(0, value) / largest) * 100 : 0);
  const written = ({ value, text }: BarChartValue) => text ?? format(value);
  const bar = ({ value }: BarChartValue, index: number) => (
    <span
      key={index}
      className={styles.bar}
      data-series={seriesNames ? index : undefined}
      data-empty={value <= 0 || undefined}
      style={{ '--bar-size': `${shareOfLargest(value)}%` } as CSSProperties}
    />
  );

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
      {seriesNames && data.length > 0 ? (
        // Each value is written with its series' name, so the legend is for the eye only.
        <ul className={styles.legend} aria-hidden="true">
          {seriesNames.map((name, index) => (
            <li key={name} className={styles.legendItem}>
              <span className={styles.swatch} data-series={index} />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      {data.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <ul className={styles.bars}>
          {data.map((datum) => (
            <li key={datum.label} className={styles.item}>
              <span className={styles.label}>{datum.label}</span>
              <VisuallyHidden>: </VisuallyHidden>
              {seriesNames ? (
                <span className={styles.value}>
                  {valuesOf(datum).map((value, index) => (
                    <span key={seriesNames[index]} className={styles.seriesValue}>
                      <span className={styles.swatch} data-series={index} aria-hidden="true" />
                      <VisuallyHidden>{`${index > 0 ? ', ' : ''}${seriesNames[index]} `}</VisuallyHidden>
                      {written(value)}
                      {valueLabel ? <VisuallyHidden> {valueLabel}</VisuallyHidden> : null}
                    </span>
                  ))}
                </span>
              ) : (
                <span className={styles.value}>
                  {written(datum)}
                  {valueLabel ? <VisuallyHidden> {valueLabel}</VisuallyHidden> : null}
                </span>
              )}
              <span className={styles.track} aria-hidden="true" data-stacked={seriesNames ? true : undefined}>
                {valuesOf(datum).map(bar)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
