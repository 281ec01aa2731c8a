/** Payroll's pure pay engine (issue 13): the public API the server and screens use. */

export { type Arrears, type ArrearsInput, type PaidLine, periodArrears } from './arrears.ts';
export {
  BRACKET_FIELD_LABELS,
  type BracketField,
  type BracketFinding,
  type BracketTax,
  bandOf,
  cumulativeTaxColumn,
  NO_BRACKETS_MESSAGE,
  prepareTaxTable,
  type TaxBracket,
  type TaxBracketInput,
  type TaxTable,
  type TaxTableInput,
  taxOnIncome,
  validateBrackets,
  withCumulativeTax,
} from './brackets.ts';
export {
  CONTRIBUTION_TYPES,
  type ContributionType,
  DEFAULT_ROUNDING_RULE,
  PAY_ITEM_KINDS,
  PAYSLIP_LINE_KINDS,
  type PayItemKind,
  type PayslipLineKind,
  PERIODS_PER_YEAR,
  PRORATION_METHODS,
  type ProrationMethod,
  ROUNDING_RULE_LABELS,
  ROUNDING_RULES,
  type RoundingRule,
  TAX_TABLE_BASES,
  TAX_TABLE_TYPES,
  type TaxTableBasis,
  type TaxTableType,
} from './constants.ts';
export {
  type ContributionPreview,
  type ContributionSidePreviewInput,
  formatMoneyText,
  previewContribution,
} from './contributionPreview.ts';
export {
  type ContributionAmount,
  type ContributionSideInput,
  contributionAmount,
  type StatutoryBase,
  type StatutoryContributionInput,
} from './contributions.ts';
export * from './employeePaySchemas.ts';
export {
  type Amount,
  describeRounding,
  formatMoney,
  type MoneyRules,
  moneyString,
  roundMoney,
  toDecimal,
} from './money.ts';
export {
  hourlyRateOf,
  hoursAndMinutes,
  OVERTIME_CODE,
  OVERTIME_RATE_KINDS,
  type OvertimeInput,
  type OvertimeRateKind,
  overtimePayItem,
  weeklyHoursOf,
} from './overtime.ts';
export { describeItemTotal, type PayItemInput } from './payItems.ts';
export {
  computePayslip,
  type EmployeeReliefInput,
  type Payslip,
  type PayslipInput,
  type PayslipLine,
} from './payslip.ts';
export { PAY_DATE_BEFORE_PERIOD, payPeriodSpan, SEMI_MONTHLY_START } from './periods.ts';
export {
  type DateSpan,
  type PaymentDays,
  type PaymentDaysInput,
  PRORATION_METHOD_DAYS,
  paymentDaysOf,
  type WorkingDays,
} from './proration.ts';
export {
  type BasicPay,
  basicPayLine,
  type DatedDays,
  dayMonth,
  type SalaryPart,
  type SalaryParts,
  type SalaryPartsInput,
  type SalaryRowInput,
  salaryPartsOf,
} from './salaryParts.ts';
export * from './setupSchemas.ts';
export { type TableAmount, tableAmountForPeriod } from './tableTax.ts';
export * from './templates/index.ts';
