import { notAllowedMessage } from '@hr/domain';
import { loadContract } from '../http/contract.ts';

const contract = loadContract();

/**
 * The 403 answer an operation gives a caller whose roles lack its x-permission: read from the
 * contract, so a test says which operation it called and not which cell that operation needs.
 */
export function refusalOf(path: string): { returnCode: 403; error: string } {
  const operation = contract.operations.find((candidate) => candidate.path === path);
  if (!operation) throw new Error(`No operation ${path} in openapi.yaml.`);
  const { permission } = operation;
  if (permission.kind !== 'cell') throw new Error(`${path} is ${permission.kind}: no role refuses it.`);
  return { returnCode: 403, error: notAllowedMessage(permission.area, permission.action) };
}
