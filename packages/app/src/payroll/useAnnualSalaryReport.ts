import { annualSalaryReport, exportAnnualSalaryReport } from '@hr/api';
import type { AnnualSalaryReportScreenProps, FormSubmitResult } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { employedDuringChoices, noEmployees, useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { userAtom } from '../session/sessionAtom.ts';
import { annualReportFileName, reportYears } from './annualReport.ts';

/** An employee signed in without an employee record has no payslips to sum. */
const NO_RECORD = 'Your user has no employee record, so there are no payslips to report.';

/**
 * The Annual Salary Report page's data: administrators choose anyone employed in the chosen year,
 * leavers of that year included (searched on the server as a name is typed); an employee reads their
 * own year, the employee of their session. The report loads again whenever the employee or the year is
 * changed; a download's refusal is answered for the screen to show.
 */
export function useAnnualSalaryReport(): AnnualSalaryReportScreenProps {
  const user = useAtomValue(userAtom);
  const isAdmin = user?.role === 'admin';
  const ownId = isAdmin ? null : (user?.employeeId ?? null);
  const thisYear = useMemo(() => today(getLocalTimeZone()).year, []);
  const years = useMemo(() => reportYears(thisYear), [thisYear]);
  const [year, setYear] = useState(thisYear);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const employeeId = isAdmin ? chosenId : ownId;
  // A new year asks the server again: the people employed in it.
  const employedInYear = useMemo(
    // An employee picks no one: they read their own year, so the employees are never asked for.
    () => (isAdmin ? employedDuringChoices(`${year}-01-01`, `${year}-12-31`) : noEmployees),
    [isAdmin, year],
  );
  const choices = useEmployeeChoices(employedInYear);

  // What the load asks for: the choice made this render, before React has re-rendered with it.
  const asked = useRef({ employeeId, year });
  asked.current = { employeeId, year };
  const report = useLoad(async (signal) => {
    if (!isAdmin && !ownId) throw new Error(NO_RECORD);
    const { employeeId: id, year: of } = asked.current;
    if (!id) return undefined;
    return (await annualSalaryReport(apiClient, { employeeId: id, year: of }, { signal })).returnObject;
  });
  const ask = (next: { employeeId: string | null; year: number }) => {
    asked.current = next;
    report.retry();
  };

  const download = (format: 'csv' | 'pdf') => async (): Promise<FormSubmitResult> => {
    if (!employeeId) return undefined;
    try {
      const file = await exportAnnualSalaryReport(apiClient, { employeeId, year, format });
      downloadFile(file, annualReportFileName(report.data, year, format));
    } catch (error) {
      return feedbackFor(error);
    }
    return undefined;
  };

  const own =
    ownId === null
      ? undefined
      : {
          id: ownId,
          name: report.data?.employeeName ?? [user?.firstName, user?.lastName].filter(Boolean).join(' '),
        };

  return {
    status: report.status,
    errorMessage: report.errorMessage,
    onRetry: report.retry,
    // A report of the employee and year no longer chosen is not shown under the new choice.
    report: report.data?.employeeId === employeeId && report.data?.year === year ? report.data : undefined,
    ...(own
      ? { employeeFixed: own }
      : {
          employees: choices.employees,
          onEmployeeSearch: choices.onEmployeeSearch,
          employeeId: chosenId,
          onEmployeeChange: (id: string | null) => {
            setChosenId(id);
            ask({ employeeId: id, year });
          },
        }),
    year,
    years,
    onYearChange: (next) => {
      setYear(next);
      ask({ employeeId, year: next });
    },
    onDownloadCsv: download('csv'),
    onDownloadPdf: download('pdf'),
  };
}
