import type { PayrollSummaryFigures } from './PayrollCard.tsx';

const months = [
  '2025-12',
  ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
];
const paid: Record<string, [string, string]> = {
  '2026-09': ['15000.00', '11250.50'],
  '2026-10': ['16500.00', '12400.00'],
  '2026-11': ['15500.00', '11690.25'],
};

/** An employer paying since September: zeros before, as payroll-summary answers them. */
export const summary: PayrollSummaryFigures = {
  lastFinalRun: {
    payPeriod: 'Monthly',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    payDate: '2026-11-25',
    currency: 'GHS',
    employees: 12,
    gross: '15500.00',
    netPay: '11690.25',
  },
  months: months.map((month) => {
    const [gross, netPay] = paid[month] ?? ['0.00', '0.00'];
    return { month, gross, netPay };
  }),
};
