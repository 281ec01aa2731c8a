import {
  type FormattedTextNode as Nodes,
  type FormattedTextPhrasing as PhrasingContent,
  parseFormattedText,
} from '@hr/domain';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { callerToday, readEmployerSettings } from '../../employer/employer-settings.ts';
import { fileNamePart, printedDate } from '../../payroll/outputs/outputs-access.ts';
import { heading, MARGIN, note, type Pdf, pdfBytes } from '../../pdf/pdf-document.ts';
import { reachesEmployee, reachOf } from '../../roles/scope.ts';
import { NO_SUCH_REQUEST } from './request-views.ts';

/**
 * download-letter: an approved letter as a PDF, drawn on each download from what the approval kept
 * (the filled text, the approver's name, the day), so it is the same letter every time and nothing
 * is stored twice. The text is formatted text: headings, paragraphs with bold, and lists are set.
 */

function plain(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => ('children' in node ? plain(node.children) : 'value' in node ? node.value : ''))
    .join('');
}

/** A paragraph's runs, bold where the text is strong, on one flowing line. */
function paragraph(doc: Pdf, nodes: readonly PhrasingContent[], indent = 0): void {
  const runs: { text: string; bold: boolean }[] = [];
  const walk = (children: readonly PhrasingContent[], bold: boolean) => {
    for (const node of children) {
      if (node.type === 'strong') walk(node.children, true);
      else if ('children' in node) walk(node.children, bold);
      else if (node.type === 'break') runs.push({ text: '\n', bold });
      else if ('value' in node) runs.push({ text: node.value, bold });
    }
  };
  walk(nodes, false);
  const width = doc.page.width - 2 * MARGIN - indent;
  doc.x = MARGIN + indent;
  runs.forEach((run, index) => {
    doc.font(run.bold ? 'bold' : 'regular').fontSize(11);
    doc.text(run.text, { width, continued: index < runs.length - 1 });
  });
  doc.font('regular').fontSize(11).moveDown(0.6);
  doc.x = MARGIN;
}

function block(doc: Pdf, node: Nodes): void {
  if (node.type === 'heading') heading(doc, plain(node.children), node.depth <= 2 ? 14 : 12);
  else if (node.type === 'paragraph') paragraph(doc, node.children);
  else if (node.type === 'list') {
    node.children.forEach((item, index) => {
      const marker = node.ordered ? `${(node.start ?? 1) + index}. ` : '• ';
      for (const child of item.children) {
        if (child.type === 'paragraph')
          paragraph(doc, [{ type: 'text', value: marker }, ...child.children], 10);
        else block(doc, child);
      }
    });
  } else if ('children' in node) for (const child of node.children) block(doc, child as Nodes);
  else if ('value' in node && node.type !== 'html')
    paragraph(doc, [{ type: 'text', value: String(node.value) }]);
}

export async function letterPdf(
  { db, clock }: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const today = await callerToday({ db, clock }, caller);
  const letter = await db
    .selectFrom('employee_requests as r')
    .innerJoin('employers', 'employers.id', 'r.employer_id')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'r.employee_id').onRef('e.employer_id', '=', 'r.employer_id'),
    )
    .select([
      'r.employee_id',
      'r.subject',
      'r.letter_text',
      'r.decided_by_name',
      'r.decided_on',
      'employers.name as employer_name',
      'e.first_name',
      'e.last_name',
    ])
    .where('r.id', '=', id)
    .where('r.employer_id', '=', caller.employerId)
    .where('r.kind', '=', 'Letter')
    .where('r.status', '=', 'Approved')
    .executeTakeFirst();
  // The employee's own reach is their record: the requester and whoever reads them, nobody else.
  if (
    !letter?.letter_text ||
    !(await reachesEmployee(db, reachOf(caller, 'employees', 'read', today), letter.employee_id))
  ) {
    throw new Refusal(404, NO_SUCH_REQUEST);
  }
  const { dateFormat } = await readEmployerSettings(db, caller.employerId);
  const bytes = await pdfBytes(letter.subject, (doc) => {
    doc.font('bold').fontSize(16).text(letter.employer_name, MARGIN, MARGIN);
    doc.font('regular').fontSize(10).moveDown(1.5);
    for (const node of parseFormattedText(letter.letter_text as string).children) block(doc, node);
    doc.moveDown(1.5);
    doc
      .font('regular')
      .fontSize(11)
      .text(`Approved by ${letter.decided_by_name ?? ''}`, MARGIN, doc.y);
    doc.text(`on ${printedDate(letter.decided_on as string, dateFormat)}`);
    doc.moveDown(1);
    note(
      doc,
      `${letter.subject} for ${letter.first_name} ${letter.last_name}, issued by ${letter.employer_name}.`,
    );
  });
  return {
    fileName: `${fileNamePart(letter.subject.toLowerCase())}-${fileNamePart(`${letter.first_name}-${letter.last_name}`.toLowerCase())}.pdf`,
    bytes,
  };
}
