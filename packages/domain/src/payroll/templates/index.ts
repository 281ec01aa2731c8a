import { GHANA_TEMPLATE } from './ghana.ts';
import { KENYA_TEMPLATE } from './kenya.ts';
import { NIGERIA_TEMPLATE } from './nigeria.ts';
import type { PayrollTemplate, PayrollTemplateCountry } from './template.ts';

export * from './template.ts';
export { GHANA_TEMPLATE, KENYA_TEMPLATE, NIGERIA_TEMPLATE };

/** The country templates, by name. */
export const PAYROLL_TEMPLATES: readonly PayrollTemplate[] = [
  GHANA_TEMPLATE,
  KENYA_TEMPLATE,
  NIGERIA_TEMPLATE,
];

/** The template of a country ('GH', 'NG', 'KE'), or undefined for a country without one. */
export function payrollTemplate(country: PayrollTemplateCountry | string): PayrollTemplate | undefined {
  return PAYROLL_TEMPLATES.find((template) => template.country === country);
}
