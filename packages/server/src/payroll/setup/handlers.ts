import type {
  ApplyPayrollTemplateRequest,
  CreatePayItemRequest,
  CreateStatutoryContributionRequest,
  CreateStatutoryTaxRequest,
  ListPayItemsRequest,
  ReferenceIdRequest,
  SetActiveRequest,
  UpdatePayItemRequest,
  UpdatePayrollSettingsRequest,
  UpdateStatutoryContributionRequest,
  UpdateStatutoryTaxRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { answering } from '../../leave/handlers.ts';
import { createPayItem, deletePayItem, listPayItems, setPayItemActive, updatePayItem } from './pay-items.ts';
import { getPayrollSettings, updatePayrollSettings } from './payroll-settings.ts';
import { applyPayrollTemplateRequest, listPayrollTemplates } from './payroll-templates.ts';
import {
  createStatutoryContribution,
  deleteStatutoryContribution,
  listStatutoryContributions,
  setStatutoryContributionActive,
  updateStatutoryContribution,
} from './statutory-contributions.ts';
import {
  createStatutoryTax,
  deleteStatutoryTax,
  listStatutoryTaxes,
  setStatutoryTaxActive,
  updateStatutoryTax,
} from './statutory-taxes.ts';

/** Payroll set-up's operations; the caller (and so the employer) comes from the access token. */
export function payrollSetupHandlers(deps: ServiceDeps) {
  return {
    getPayrollSettings: answering((caller) => getPayrollSettings(deps, caller)),
    updatePayrollSettings: answering<UpdatePayrollSettingsRequest>((caller, request) =>
      updatePayrollSettings(deps, caller, request),
    ),
    listStatutoryTaxes: answering((caller) => listStatutoryTaxes(deps, caller)),
    createStatutoryTax: answering<CreateStatutoryTaxRequest>((caller, request) =>
      createStatutoryTax(deps, caller, request),
    ),
    updateStatutoryTax: answering<UpdateStatutoryTaxRequest>((caller, request) =>
      updateStatutoryTax(deps, caller, request),
    ),
    setStatutoryTaxActive: answering<SetActiveRequest>((caller, request) =>
      setStatutoryTaxActive(deps, caller, request),
    ),
    deleteStatutoryTax: answering<ReferenceIdRequest>(
      (caller, request) => deleteStatutoryTax(deps, caller, request),
      'returnMessage',
    ),
    listStatutoryContributions: answering((caller) => listStatutoryContributions(deps, caller)),
    createStatutoryContribution: answering<CreateStatutoryContributionRequest>((caller, request) =>
      createStatutoryContribution(deps, caller, request),
    ),
    updateStatutoryContribution: answering<UpdateStatutoryContributionRequest>((caller, request) =>
      updateStatutoryContribution(deps, caller, request),
    ),
    setStatutoryContributionActive: answering<SetActiveRequest>((caller, request) =>
      setStatutoryContributionActive(deps, caller, request),
    ),
    deleteStatutoryContribution: answering<ReferenceIdRequest>(
      (caller, request) => deleteStatutoryContribution(deps, caller, request),
      'returnMessage',
    ),
    listPayrollTemplates: answering(() => listPayrollTemplates()),
    applyPayrollTemplate: answering<ApplyPayrollTemplateRequest>((caller, request) =>
      applyPayrollTemplateRequest(deps, caller, request),
    ),
    listPayItems: answering<ListPayItemsRequest>((caller, request) => listPayItems(deps, caller, request)),
    createPayItem: answering<CreatePayItemRequest>((caller, request) => createPayItem(deps, caller, request)),
    updatePayItem: answering<UpdatePayItemRequest>((caller, request) => updatePayItem(deps, caller, request)),
    setPayItemActive: answering<SetActiveRequest>((caller, request) =>
      setPayItemActive(deps, caller, request),
    ),
    deletePayItem: answering<ReferenceIdRequest>(
      (caller, request) => deletePayItem(deps, caller, request),
      'returnMessage',
    ),
  };
}
