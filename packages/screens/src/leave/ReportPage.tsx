import type { ReactNode } from 'react';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import styles from './LeaveReports.module.css';

/** What every report screen takes about loading. */
export interface ReportLoadProps {
  /** 'loading' until the report for the current filters has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why it could not be loaded. */
  errorMessage?: string;
  /** Loads it again; without it the error offers no retry. */
  onRetry?: () => void;
}

export interface ReportPageProps extends ReportLoadProps {
  title: string;
  titleId: string;
  /** The live line under the title once ready: what the table holds. */
  summary: string;
  /** "The transactions could not be loaded." */
  errorTitle: string;
  filters: ReactNode;
  /** Beside the title: the report's downloads. */
  actions?: ReactNode;
  /** The table, shown unless loading failed. */
  children: ReactNode;
}

/** A report's page: its title with a live summary, a row of filters, then the table or why it failed. */
export function ReportPage({
  title,
  titleId,
  summary,
  errorTitle,
  filters,
  actions,
  status,
  errorMessage,
  onRetry,
  children,
}: ReportPageProps) {
  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            {title}
          </h1>
          <p role="status" className={listPage.status}>
            {status === 'ready' ? summary : null}
          </p>
        </div>
        {actions}
      </div>
      <div className={styles.filters}>{filters}</div>
      {status === 'error' ? (
        <LoadError title={errorTitle} message={errorMessage} onRetry={onRetry} />
      ) : (
        children
      )}
    </div>
  );
}
