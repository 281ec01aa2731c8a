import { currencyMinorDigits } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { linesOf } from '../../db/payslip-lines.ts';
import type { Database } from '../../db/schema.ts';
import type { StoredPayslipLine } from '../../db/schema-pay-runs.ts';
import { callerToday, readEmployerSettings } from '../../employer/employer-settings.ts';
import { amountLine, heading, note, type Pdf, pdfBytes, table } from '../../pdf/pdf-document.ts';
import {
  fileNamePart,
  NO_SUCH_PAYSLIP,
  printedDate,
  printedMoney,
  readablePayslip,
} from './outputs-access.ts';

/** download-payslip-pdf: a stored payslip as the employee receives it on paper. */

const GROUPS: { title: string; kinds: string[] }[] = [
  { title: 'Earnings', kinds: ['Basic', 'Earning', 'Bonus'] },
  { title: 'Deductions', kinds: ['Employee Contribution', 'Tax', 'Deduction'] },
  { title: 'Employer contributions', kinds: ['Employer Contribution'] },
  { title: 'Tax reliefs', kinds: ['Relief'] },
];

type YearToDate = Record<
  'gross' | 'taxable_income' | 'tax' | 'total_deductions' | 'net_pay' | 'employer_cost',
  string
>;

/**
 * The payslip `id` of the caller's employer that the caller may see (readablePayslip: in their
 * `payroll.read` scope, their own once final). Anything else is a 404, as if it did not exist.
 */
async function visiblePayslip(db: Kysely<Database>, caller: Caller, id: string, today: string) {
  const payslip = await db
    .selectFrom('payslips as p')
    .innerJoin('employers as e', 'e.id', 'p.employer_id')
    .selectAll('p')
    .select('e.name as employer_name')
    .where('p.id', '=', id)
    .where('p.employer_id', '=', caller.employerId)
    .where(readablePayslip(caller, today))
    .executeTakeFirst();
  if (!payslip) throw new Refusal(404, NO_SUCH_PAYSLIP);
  return payslip;
}

/**
 * The employee's final payslips paid in the payslip's calendar year up to its pay date, plus this
 * one when it is a draft; summed in SQL, exactly.
 */
async function yearToDate(
  db: Kysely<Database>,
  payslip: { id: string; employer_id: string; employee_id: string; pay_date: string; final: boolean },
): Promise<YearToDate> {
  const { rows } = await sql<YearToDate>`
    select coalesce(sum(gross), 0)::text as gross, coalesce(sum(taxable_income), 0)::text as taxable_income,
      coalesce(sum(tax), 0)::text as tax, coalesce(sum(total_deductions), 0)::text as total_deductions,
      coalesce(sum(net_pay), 0)::text as net_pay, coalesce(sum(employer_cost), 0)::text as employer_cost
    from payslips
    where employer_id = ${payslip.employer_id} and employee_id = ${payslip.employee_id}
      and pay_date between date_trunc('year', ${payslip.pay_date}::date)::date and ${payslip.pay_date}::date
      and (final or id = ${payslip.id})`.execute(db);
  return rows[0] as YearToDate;
}

export async function payslipPdf(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const payslip = await visiblePayslip(db, caller, id, await callerToday({ db, clock }, caller));
  const ytd = await yearToDate(db, payslip);
  const { dateFormat } = await readEmployerSettings(db, caller.employerId);
  const day = (date: string) => printedDate(date, dateFormat);
  const digits = currencyMinorDigits(payslip.currency);
  const money = (amount: string) => printedMoney(amount, payslip.currency, digits);
  const who = payslip.employee_no ?? payslip.employee_name;
  const bytes = await pdfBytes(`Payslip ${payslip.employee_name} ${payslip.period_start}`, (doc) => {
    heading(doc, payslip.employer_name, 16);
    heading(doc, `Payslip ${day(payslip.period_start)} – ${day(payslip.period_end)}`, 12);
    if (!payslip.final) note(doc, 'Draft: this payslip may still change.');
    doc.moveDown(0.3);
    doc.text(`Employee: ${payslip.employee_name}${payslip.employee_no ? ` (${payslip.employee_no})` : ''}`);
    doc.text(`Pay period: ${payslip.pay_period}    Pay date: ${day(payslip.pay_date)}`);
    doc.text(paymentOf(payslip));
    if (payslip.payment_days) {
      doc.text(`Payment days: ${payslip.payment_days.paid} of ${payslip.payment_days.total}`);
      note(doc, payslip.payment_days.explanation);
    } else {
      doc.text('Payment days: the whole period');
    }
    doc.moveDown(0.6);
    drawLines(doc, linesOf(payslip.lines), money, day);
    doc.moveDown(0.3);
    amountLine(doc, 'Gross', money(payslip.gross), { bold: true });
    amountLine(doc, 'Taxable income', money(payslip.taxable_income), {
      explanation: payslip.taxable_income_explanation,
    });
    amountLine(doc, 'Total deductions', money(payslip.total_deductions), { bold: true });
    amountLine(doc, 'Net pay', money(payslip.net_pay), { bold: true });
    amountLine(doc, 'Employer cost', money(payslip.employer_cost));
    note(doc, payslip.rounding.explanation);
    doc.moveDown(0.8);
    heading(doc, `Year to date ${payslip.pay_date.slice(0, 4)}`, 11);
    table(
      doc,
      ['Gross', 'Taxable income', 'Tax', 'Total deductions', 'Net pay', 'Employer cost'].map((header) => ({
        header,
        width: 82,
        align: 'right' as const,
      })),
      [
        {
          cells: [
            ytd.gross,
            ytd.taxable_income,
            ytd.tax,
            ytd.total_deductions,
            ytd.net_pay,
            ytd.employer_cost,
          ].map(money),
        },
      ],
    );
    if (payslip.footer) {
      doc.moveDown(0.8);
      note(doc, payslip.footer);
    }
  });
  return { fileName: `payslip-${fileNamePart(who)}-${payslip.period_start}.pdf`, bytes };
}

function paymentOf(payslip: {
  payment_method: string;
  bank_name: string | null;
  bank_account: string | null;
}): string {
  if (payslip.payment_method !== 'Bank') return `Paid by ${payslip.payment_method.toLowerCase()}`;
  return `Paid to ${payslip.bank_name ?? 'bank'}${payslip.bank_account ? `, account ${payslip.bank_account}` : ''}`;
}

function drawLines(
  doc: Pdf,
  lines: StoredPayslipLine[],
  money: (amount: string) => string,
  day: (date: string) => string,
): void {
  for (const group of GROUPS) {
    const members = lines.filter((line) => group.kinds.includes(line.kind));
    if (members.length === 0) continue;
    heading(doc, group.title, 11);
    for (const line of members) {
      const arrears = line.arrearsFor ? ` (arrears for ${day(line.arrearsFor)})` : '';
      amountLine(doc, `${line.label}${arrears}`, money(line.amount), { explanation: line.explanation });
    }
    doc.moveDown(0.4);
  }
}
