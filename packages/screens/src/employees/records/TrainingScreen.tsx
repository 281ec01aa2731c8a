import {
  Banner,
  Button,
  DataTable,
  EmptyState,
  Icon,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useFormatDay,
} from '@hr/ui';
import { Fragment, useId, useMemo, useState } from 'react';
import type { UploadResult } from '../../files/StoredFile.ts';
import type { FormSubmitResult } from '../../forms/index.ts';
import { ConfirmActionDialog } from '../../layout/ConfirmActionDialog.tsx';
import listPage from '../../layout/ListPage.module.css';
import { LoadError } from '../../layout/LoadError.tsx';
import pageHeader from '../../layout/PageHeader.module.css';
import { useRecordFormat } from '../employeeRecordFormat.ts';
import type { RecordPerson } from './recordEntries.ts';
import { TrainingCourseDialog, type TrainingCourseValues } from './TrainingCourseDialog.tsx';
import { TrainingResultDialog, type TrainingResultValues } from './TrainingResultDialog.tsx';
import { needsRenewal, resultRowsOf, type TrainingCourseItem, type TrainingResultRow } from './training.ts';
import { CertificateStandingLabel, courseColumns, resultColumns } from './trainingColumns.tsx';
import { useDialogSession } from './useDialogSession.ts';

export interface TrainingScreenProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The courses with the attendees the viewer reaches, newest first. */
  courses: readonly TrainingCourseItem[];
  /**
   * The people HR may put on a course; null is an employee's own courses, which they read and do not
   * change (the server lists an employee the courses they attend).
   */
  people: readonly RecordPerson[] | null;
  /** The employer's day, against which certificates are expiring or lapsed. */
  today: string;
  /** Adds (no `existing`) or changes a course and who attends it. */
  onSave: (values: TrainingCourseValues, existing?: TrainingCourseItem) => Promise<FormSubmitResult>;
  onDelete: (course: TrainingCourseItem) => Promise<FormSubmitResult>;
  /** Records one attendee's completion and certificate, with the certificate files' changes. */
  onRecordResult: (row: TrainingResultRow, values: TrainingResultValues) => Promise<FormSubmitResult>;
  /** Stores a certificate file; it belongs to the attendee once the result is saved. */
  onUpload: (file: File) => Promise<UploadResult>;
}

/**
 * Employee Management › Training (issue 28 item 3): the courses HR records, each with its attendees,
 * and each attendee's result and certificate. Certificates lapsed or within the reminders' window are
 * told above the tabs and listed first under Attendees, which is what the bell's reminder opens.
 */
export function TrainingScreen({
  status,
  errorMessage,
  onRetry,
  courses,
  people,
  today,
  onSave,
  onDelete,
  onRecordResult,
  onUpload,
}: TrainingScreenProps) {
  const titleId = useId();
  const day = useFormatDay();
  const { money } = useRecordFormat('UTC');
  const format = useMemo(() => ({ day, money }), [day, money]);
  const courseDialog = useDialogSession<TrainingCourseItem>();
  const resultDialog = useDialogSession<TrainingResultRow>();
  const [deleting, setDeleting] = useState<TrainingCourseItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const canChange = people !== null;
  const rows = useMemo(() => resultRowsOf(courses, today), [courses, today]);
  const renewals = rows.filter(needsRenewal);
  const courseTable = useMemo(() => courseColumns(format), [format]);
  const resultTable = useMemo(() => resultColumns(format), [format]);

  const openCourse = (course?: TrainingCourseItem) => {
    setAnnouncement('');
    courseDialog.open(course);
  };
  const openResult = (row: TrainingResultRow) => {
    setAnnouncement('');
    resultDialog.open(row);
  };

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Training
          </h1>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        {canChange ? (
          <Button onPress={() => openCourse()} isDisabled={status !== 'ready'}>
            <Icon name="add" /> Add course
          </Button>
        ) : null}
      </div>
      {renewals.length > 0 ? (
        <Banner variant="warning" title="Certificates to renew">
          <ul aria-label="Certificates to renew">
            {renewals.map((row) => (
              <li key={`${row.course.id}/${row.attendee.employeeId}`}>
                {`${row.attendee.employeeName}, ${row.course.title}: `}
                <CertificateStandingLabel row={row} day={day} />
              </li>
            ))}
          </ul>
        </Banner>
      ) : null}
      {status === 'error' ? (
        <LoadError
          title="The training courses could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <Tabs defaultSelectedKey="courses">
          <TabList aria-label="Training">
            <Tab id="courses">Courses</Tab>
            <Tab id="attendees">Attendees</Tab>
          </TabList>
          <TabPanel id="courses">
            <DataTable
              aria-label="Courses"
              columns={courseTable}
              data={courses}
              getRowId={(course) => course.id}
              enableColumnHiding={false}
              isLoading={status === 'loading'}
              height="max(16rem, calc(100dvh - 26rem))"
              {...(canChange ? { onRowAction: openCourse } : {})}
              emptyState={
                <EmptyState
                  icon="file"
                  title="No courses yet"
                  description={
                    canChange
                      ? 'Courses and sessions show here once added, with their attendees.'
                      : 'The courses you attend show here.'
                  }
                />
              }
            />
          </TabPanel>
          <TabPanel id="attendees">
            <DataTable
              aria-label="Attendees"
              columns={resultTable}
              data={rows}
              getRowId={(row) => `${row.course.id}/${row.attendee.employeeId}`}
              enableColumnHiding={false}
              isLoading={status === 'loading'}
              height="max(16rem, calc(100dvh - 26rem))"
              {...(canChange ? { onRowAction: openResult } : {})}
              emptyState={
                <EmptyState
                  icon="users"
                  title="No attendees yet"
                  description="Each attendee’s result and certificate show here."
                />
              }
            />
          </TabPanel>
        </Tabs>
      )}
      {courseDialog.session > 0 && people !== null ? (
        <Fragment key={`course-${courseDialog.session}`}>
          <TrainingCourseDialog
            entry={courseDialog.item}
            people={people}
            isOpen={courseDialog.isOpen}
            onOpenChange={(isOpen) => {
              if (!isOpen) courseDialog.close();
            }}
            onDone={(message) => {
              courseDialog.close();
              setAnnouncement(message);
            }}
            onSave={onSave}
            onAskDelete={(course) => {
              courseDialog.close();
              setDeleting(course);
            }}
          />
        </Fragment>
      ) : null}
      {resultDialog.session > 0 && resultDialog.item ? (
        <Fragment key={`result-${resultDialog.session}`}>
          <TrainingResultDialog
            row={resultDialog.item}
            isOpen={resultDialog.isOpen}
            onOpenChange={(isOpen) => {
              if (!isOpen) resultDialog.close();
            }}
            onDone={(message) => {
              resultDialog.close();
              setAnnouncement(message);
            }}
            onRecord={onRecordResult}
            onUpload={onUpload}
          />
        </Fragment>
      ) : null}
      {deleting ? (
        <ConfirmActionDialog
          title="Delete course?"
          description={`${deleting.title}, its attendees’ results and their certificate files will be deleted. This cannot be undone.`}
          confirmLabel="Delete course"
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          onDone={() => setAnnouncement(`${deleting.title} deleted.`)}
        />
      ) : null}
    </div>
  );
}
