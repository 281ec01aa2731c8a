import {
  addEmployeeRelief,
  assignEmployeePayItem,
  listEmployeePay,
  previewPayslip,
  removeEmployeePayItem,
  removeEmployeeRelief,
  updateEmployeePayItem,
  updateEmployeeRelief,
} from '@hr/api';
import type {
  EmployeePayActions,
  EmployeePayItemField,
  EmployeeRecordPay,
  EmployeeReliefField,
  PayslipPreviewResult,
} from '@hr/screens';
import { useEffect } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen, feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { toastQueue } from '../toasts.ts';
import { loadPaySetup } from './paySetup.ts';

const ITEM_FIELDS: readonly EmployeePayItemField[] = [
  'itemId',
  'amount',
  'quantity',
  'effectiveDate',
  'endDate',
];
const RELIEF_FIELDS: readonly EmployeeReliefField[] = [
  'description',
  'amount',
  'per',
  'effectiveDate',
  'endDate',
];

/**
 * The employee's pay as the record's Salary section takes it: their pay items and reliefs, the
 * payroll currency, the employer's active items each group may assign, the changes (each reloading
 * the list, a refusal shown on the field it names) and the payslip preview.
 *
 * Asked for only once `enabled`: for an administrator, when the record is on screen (so the record
 * never waits behind the pay, and a record not found asks nothing). Payroll is administrators'
 * only: an employee on their own record never asks, and sees no pay groups. Nothing to show
 * either while loading or when the pay or the set-up fails to load; the rest of the record works.
 */
export function useEmployeePay(employeeId: string, enabled: boolean): EmployeeRecordPay | undefined {
  const pay = useLoad(async (signal) =>
    enabled ? (await listEmployeePay(apiClient, { employeeId }, { signal })).returnObject : null,
  );
  const setup = useLoad(async (signal) => (enabled ? loadPaySetup(signal) : null));

  // Each load ran at mount; the first time `enabled` holds, they run again with it.
  const { reload: reloadPay } = pay;
  const { reload: reloadSetup } = setup;
  useEffect(() => {
    if (!enabled) return;
    void reloadPay();
    void reloadSetup();
  }, [enabled, reloadPay, reloadSetup]);

  // A change, then the list again; a refusal is the dialog's feedback and the list stays as it was.
  const attempt = <Field extends string>(call: () => Promise<unknown>, fields: readonly Field[] = []) =>
    changeThen(call, pay.reload, fields);
  const removal = (call: () => Promise<{ returnMessage: string }>) =>
    attempt(async () => {
      const { returnMessage } = await call();
      toastQueue.add({ title: returnMessage, variant: 'success' });
    });

  const actions: EmployeePayActions = {
    onAssign: (values) =>
      attempt(() => assignEmployeePayItem(apiClient, { employeeId, ...values }), ITEM_FIELDS),
    onUpdate: (item, values) =>
      attempt(() => updateEmployeePayItem(apiClient, { id: item.id, ...values }), ITEM_FIELDS),
    onRemove: (item) => removal(() => removeEmployeePayItem(apiClient, { id: item.id })),
    onAddRelief: (values) =>
      attempt(() => addEmployeeRelief(apiClient, { employeeId, ...values }), RELIEF_FIELDS),
    onUpdateRelief: (relief, values) =>
      attempt(() => updateEmployeeRelief(apiClient, { id: relief.id, ...values }), RELIEF_FIELDS),
    onRemoveRelief: (relief) => removal(() => removeEmployeeRelief(apiClient, { id: relief.id })),
  };

  const onPreview = async (periodStart: string): Promise<PayslipPreviewResult> => {
    try {
      const { returnObject } = await previewPayslip(apiClient, { employeeId, periodStart });
      return { ok: true, preview: returnObject };
    } catch (error) {
      return { ok: false, message: feedbackFor(error).message };
    }
  };

  if (!pay.data || !setup.data) return undefined;
  return {
    currency: setup.data.currency,
    items: pay.data.items,
    reliefs: pay.data.reliefs,
    choices: setup.data.choices,
    actions,
    onPreview,
  };
}
