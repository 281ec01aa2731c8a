import type { Caller } from '../../auth/access-tokens.ts';
import type { IncidentPersonRef, PrintIncidentCauseListRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { readEmployerSettings } from '../../employer/employer-settings.ts';
import { printedDate } from '../../payroll/outputs/outputs-access.ts';
import { type Column, heading, note, pdfBytes, table } from '../../pdf/pdf-document.ts';
import { listIncidentHearings } from './lists.ts';

/**
 * print-incident-cause-list: a day's cause list on paper, for the door of the hearing room. Its rows
 * are exactly the cause list's for that one day (listIncidentHearings), so the paper never shows a
 * case, or a part of one, that the caller's screen would not.
 */

const dayInWords = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Thursday 10 December 2026", put together from its parts: ICU versions differ on the comma. */
function inWords(date: string): string {
  const parts = dayInWords.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

const COLUMNS: Column[] = [
  { header: 'Date', width: 62 },
  { header: 'Case', width: 68 },
  { header: 'Category', width: 64 },
  { header: 'Type', width: 70 },
  { header: 'Subjects', width: 80 },
  { header: 'Panel', width: 80 },
  { header: 'Place', width: 71 },
];

function named(people: readonly IncidentPersonRef[]): string {
  return people
    .map((person) => (person.employeeNo ? `${person.name} (${person.employeeNo})` : person.name))
    .join(', ');
}

export async function incidentCauseListPdf(
  deps: ServiceDeps,
  caller: Caller,
  { date }: PrintIncidentCauseListRequest,
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const hearings = await listIncidentHearings(deps, caller, { from: date, to: date });
  const employer = await deps.db
    .selectFrom('employers')
    .select('name')
    .where('id', '=', caller.employerId)
    .executeTakeFirstOrThrow();
  const { dateFormat } = await readEmployerSettings(deps.db, caller.employerId);
  const title = `Cause list — ${inWords(date)}`;
  const bytes = await pdfBytes(title, (doc) => {
    heading(doc, employer.name, 16);
    heading(doc, title, 12);
    doc.moveDown(0.3);
    if (hearings.length === 0) {
      doc.text('No hearings are set down for this day.');
      return;
    }
    table(
      doc,
      COLUMNS,
      hearings.map((hearing) => ({
        cells: [
          printedDate(hearing.date, dateFormat),
          hearing.kind === 'appeal' ? `${hearing.caseCode} (appeal)` : hearing.caseCode,
          `${hearing.category.code} ${hearing.category.description}`,
          `${hearing.type.code} ${hearing.type.description}`,
          hearing.subjects === null ? '—' : named(hearing.subjects),
          named(hearing.panel),
          hearing.place,
        ],
      })),
    );
    if (hearings.some((hearing) => hearing.subjects === null)) {
      note(doc, '—: the subjects of this case are not shown to you.');
    }
  });
  return { fileName: `cause-list-${date}.pdf`, bytes };
}
