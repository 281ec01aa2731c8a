import { Button } from '@hr/ui';
import { useState } from 'react';
import { EmployeePayGroups } from './EmployeePayGroups.tsx';
import type {
  EmployeePayActions,
  EmployeePayChoices,
  EmployeePayItem,
  EmployeeRelief,
  PayslipPreviewResult,
} from './employeePay.ts';
import { PayslipPreviewDialog } from './PayslipPreviewDialog.tsx';

/** The employee's pay as the record's Salary section takes it. */
export interface EmployeeRecordPay {
  /** The employee's pay currency. */
  currency: string;
  items: readonly EmployeePayItem[];
  reliefs: readonly EmployeeRelief[];
  /** The employer's active items each group may assign. */
  choices?: EmployeePayChoices;
  /** Administrators' changes; without them the groups are read-only. */
  actions?: EmployeePayActions;
  /** Administrators: computes a payslip for a period; without it there is no "Preview payslip". */
  onPreview?: (periodStart: string) => Promise<PayslipPreviewResult>;
}

export interface EmployeeSalaryPayProps extends EmployeeRecordPay {
  employeeName: string;
  /** Whether the reader may change the pay and preview payslips (an administrator). */
  canManage: boolean;
  /** 'YYYY-MM-DD': new assignments start on it; the preview offers its month. */
  today: string;
}

/** The Salary section's pay groups and, for administrators, "Preview payslip". */
export function EmployeeSalaryPay({
  employeeName,
  canManage,
  today,
  currency,
  items,
  reliefs,
  choices,
  actions,
  onPreview,
}: EmployeeSalaryPayProps) {
  const [isPreviewing, setPreviewing] = useState(false);
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <EmployeePayGroups
        employeeName={employeeName}
        currency={currency}
        items={items}
        reliefs={reliefs}
        choices={choices}
        actions={canManage ? actions : undefined}
        today={today}
      />
      {canManage && onPreview ? (
        <>
          <Button
            variant="secondary"
            onPress={() => {
              setOpenings(openings + 1);
              setPreviewing(true);
            }}
          >
            Preview payslip
          </Button>
          <PayslipPreviewDialog
            key={openings}
            isOpen={isPreviewing}
            onOpenChange={setPreviewing}
            defaultPeriodStart={`${today.slice(0, 8)}01`}
            onPreview={onPreview}
          />
        </>
      ) : null}
    </>
  );
}
