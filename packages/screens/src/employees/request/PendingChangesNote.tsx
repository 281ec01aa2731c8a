import { PENDING_APPROVAL } from '@hr/domain';
import { Banner } from '@hr/ui';

/**
 * On the employee record: the changes of details waiting for approval ("Bank account: GCB Bank
 * 0012345678"), so whoever reads the record knows the value shown is about to change, and that
 * payroll pays the one shown until it is approved.
 */
export function PendingChangesNote({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <Banner variant="warning" title={PENDING_APPROVAL}>
      {changes.length === 1 ? (
        `${changes[0]}. The record shows the value in effect until it is approved.`
      ) : (
        <>
          <ul>
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          The record shows the values in effect until they are approved.
        </>
      )}
    </Banner>
  );
}
