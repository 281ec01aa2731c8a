import {
  createEarningPolicy,
  deleteEarningPolicy,
  listDepartments,
  listEarningPolicies,
  listJobPositions,
  listLeaveTypes,
  listLevels,
  updateEarningPolicy,
} from '@hr/api';
import type { EarningPolicyFormValues } from '@hr/domain';
import { type EarningPolicyChoices, type EarningPolicyItem, EarningPolicyScreen } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { named } from '../api/named.ts';
import { useLoad } from '../api/useLoad.ts';

const FIELDS = [
  'name',
  'leaveTypeId',
  'entitlement',
  'waitingPeriodMonths',
  'carryOverCap',
  'carryOverExpiresAfterMonths',
  'appliesToIds',
] as const;

/** The form's values as the contract takes them: amounts as exact decimal text. */
function toRequest(values: EarningPolicyFormValues) {
  return {
    ...values,
    entitlement: values.entitlement.toString(),
    carryOverCap: values.carryOverCap?.toString() ?? null,
  };
}

/** The employer's leave types and reference rows the form offers, read together. */
async function loadChoices(signal: AbortSignal): Promise<EarningPolicyChoices> {
  const [leaveTypes, levels, departments, jobPositions] = await Promise.all([
    listLeaveTypes(apiClient, {}, { signal }),
    listLevels(apiClient, {}, { signal }),
    listDepartments(apiClient, {}, { signal }),
    listJobPositions(apiClient, {}, { signal }),
  ]);
  return {
    leaveTypes: leaveTypes.returnObject.map((type) => ({
      id: type.id,
      name: type.description ? `${type.code} – ${type.description}` : type.code,
    })),
    level: named(levels.returnObject),
    department: named(departments.returnObject),
    jobPosition: named(jobPositions.returnObject),
  };
}

const NO_CHOICES: EarningPolicyChoices = { leaveTypes: [], level: [], department: [], jobPosition: [] };

/**
 * Leave Management › Earning Policy: how much of each leave type employees earn and who each policy
 * is for. Saving recomputes the accruals in the background (the server appends corrections).
 */
export function Component() {
  const loaded = useLoad(async (signal) => {
    const [policies, choices] = await Promise.all([
      listEarningPolicies(apiClient, { signal }),
      loadChoices(signal),
    ]);
    const items: readonly EarningPolicyItem[] = policies.returnObject;
    return { items, choices };
  });
  return (
    <EarningPolicyScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      items={loaded.data?.items ?? []}
      choices={loaded.data?.choices ?? NO_CHOICES}
      onSave={async (values, existing) => {
        try {
          if (existing) await updateEarningPolicy(apiClient, { id: existing.id, ...toRequest(values) });
          else await createEarningPolicy(apiClient, toRequest(values));
        } catch (error) {
          return feedbackFor(error, FIELDS);
        }
        await loaded.reload();
      }}
      onDelete={async (item) => {
        try {
          await deleteEarningPolicy(apiClient, { id: item.id });
        } catch (error) {
          return feedbackFor(error);
        }
        await loaded.reload();
      }}
    />
  );
}
