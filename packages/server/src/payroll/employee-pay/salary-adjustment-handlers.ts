import type { ReferenceIdRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { answering } from '../../leave/handlers.ts';
import type {
  CreateSalaryAdjustmentRequest,
  ListSalaryAdjustmentsRequest,
} from './salary-adjustment-types.ts';
import {
  createSalaryAdjustment,
  deleteSalaryAdjustment,
  listSalaryAdjustments,
} from './salary-adjustments.ts';

/** Salary adjustments (issue 14); the caller (and so the employer) comes from the access token. */
export function salaryAdjustmentHandlers({ db }: ServiceDeps) {
  return {
    listSalaryAdjustments: answering<ListSalaryAdjustmentsRequest>((caller, request) =>
      listSalaryAdjustments(db, caller, request),
    ),
    createSalaryAdjustment: answering<CreateSalaryAdjustmentRequest>((caller, request) =>
      createSalaryAdjustment(db, caller, request),
    ),
    deleteSalaryAdjustment: answering<ReferenceIdRequest>(
      (caller, { id }) => deleteSalaryAdjustment(db, caller, id),
      'returnMessage',
    ),
  };
}
