import type {
  ListMyExpenseClaimsRequest,
  ReferenceIdRequest,
  SaveExchangeRateRequest,
  SaveExpenseCategoryRequest,
  SaveExpenseClaimRequest,
  SaveMileageRateRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { answering } from '../leave/handlers.ts';
import { deleteExpenseCategory, listExpenseCategories, saveExpenseCategory } from './categories.ts';
import { getExpenseClaim, listMyExpenseClaims } from './claim-reads.ts';
import { deleteExpenseClaim, saveExpenseClaim } from './claim-save.ts';
import { submitExpenseClaim } from './claim-submit.ts';
import {
  deleteExchangeRate,
  deleteMileageRate,
  listExchangeRates,
  listMileageRates,
  saveExchangeRate,
  saveMileageRate,
} from './rates.ts';

/** Expense Claim's set-up and claims (issue 32); the caller, and so the employer, comes from the token. */
export function expenseHandlers(deps: ServiceDeps) {
  return {
    listExpenseCategories: answering((caller) => listExpenseCategories(deps, caller)),
    saveExpenseCategory: answering<SaveExpenseCategoryRequest>((caller, request) =>
      saveExpenseCategory(deps, caller, request),
    ),
    deleteExpenseCategory: answering<ReferenceIdRequest>(
      (caller, request) => deleteExpenseCategory(deps, caller, request),
      'returnMessage',
    ),
    listMileageRates: answering((caller) => listMileageRates(deps, caller)),
    saveMileageRate: answering<SaveMileageRateRequest>((caller, request) =>
      saveMileageRate(deps, caller, request),
    ),
    deleteMileageRate: answering<ReferenceIdRequest>(
      (caller, request) => deleteMileageRate(deps, caller, request),
      'returnMessage',
    ),
    listExchangeRates: answering((caller) => listExchangeRates(deps, caller)),
    saveExchangeRate: answering<SaveExchangeRateRequest>((caller, request) =>
      saveExchangeRate(deps, caller, request),
    ),
    deleteExchangeRate: answering<ReferenceIdRequest>(
      (caller, request) => deleteExchangeRate(deps, caller, request),
      'returnMessage',
    ),
    listMyExpenseClaims: answering<ListMyExpenseClaimsRequest>((caller, request) =>
      listMyExpenseClaims(deps, caller, request),
    ),
    getExpenseClaim: answering<ReferenceIdRequest>((caller, request) =>
      getExpenseClaim(deps, caller, request),
    ),
    saveExpenseClaim: answering<SaveExpenseClaimRequest>((caller, request) =>
      saveExpenseClaim(deps, caller, request),
    ),
    submitExpenseClaim: answering<ReferenceIdRequest>((caller, request) =>
      submitExpenseClaim(deps, caller, request),
    ),
    deleteExpenseClaim: answering<ReferenceIdRequest>(
      (caller, request) => deleteExpenseClaim(deps, caller, request),
      'returnMessage',
    ),
  };
}
