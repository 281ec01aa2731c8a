import { Button, Card, Spinner } from '@hr/ui';
import { useState } from 'react';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import { type FormFeedback, type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import styles from './Roles.module.css';
import type { CustomRole, RoleAccount, RoleHolders } from './roles.ts';

export interface RoleHoldersSectionProps {
  role: CustomRole;
  holders: RoleHolders | null;
  onRetryHolders?: () => void;
  /** Accounts a typed name or email matches, to add as holders. */
  accountChoices: readonly RoleAccount[];
  onAccountSearch: (term: string) => void;
  /** Sets every role an account holds (set-account-roles); feedback is a refusal, shown here. */
  onSetAccountRoles: (account: RoleAccount, roleIds: readonly string[]) => Promise<FormSubmitResult>;
}

export const accountChoiceName = (account: RoleAccount) => `${account.name} (${account.email})`;

/** Who holds a custom role, and adding or taking it from an account; each change is saved at once. */
export function RoleHoldersSection({
  role,
  holders,
  onRetryHolders,
  accountChoices,
  onAccountSearch,
  onSetAccountRoles,
}: RoleHoldersSectionProps) {
  // The account itself, not its id: typing or choosing searches again, and the answer to the chosen
  // name may no longer list the account that was chosen.
  const [chosen, setChosen] = useState<RoleAccount | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<FormFeedback | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const change = async (account: RoleAccount, roleIds: readonly string[], done: string) => {
    setPendingId(account.userId);
    setRefusal(null);
    setAnnouncement('');
    const feedback = await onSetAccountRoles(account, roleIds);
    setPendingId(null);
    if (feedback) {
      setRefusal(feedback);
      return;
    }
    setChosen(null);
    setAnnouncement(done);
  };

  return (
    <Card title={`Who holds ${role.name}`}>
      <div className={styles.holders}>
        <RefusalBanner feedback={refusal} />
        <div className={styles.addHolder}>
          <EmployeeComboBox
            label="Add a holder"
            placeholder="Type a name or email"
            employees={accountChoices.map((account) => ({
              id: account.userId,
              name: accountChoiceName(account),
            }))}
            onSearch={onAccountSearch}
            value={chosen?.userId ?? null}
            onChange={(userId) =>
              setChosen(
                userId === chosen?.userId
                  ? chosen
                  : (accountChoices.find((account) => account.userId === userId) ?? null),
              )
            }
            emptyMessage="No account matches"
          />
          <Button
            variant="secondary"
            isDisabled={!chosen || chosen.roleIds.includes(role.id)}
            isPending={chosen !== null && pendingId === chosen.userId}
            onPress={() =>
              chosen &&
              void change(chosen, [...chosen.roleIds, role.id], `${chosen.name} now holds ${role.name}.`)
            }
          >
            Add
          </Button>
        </div>
        {!holders || holders.status === 'loading' ? (
          <Spinner aria-label={`Loading who holds ${role.name}`} />
        ) : holders.status === 'error' ? (
          <LoadError title="The holders could not be loaded." onRetry={onRetryHolders} />
        ) : holders.accounts.length === 0 ? (
          <p className={styles.muted}>Nobody holds this role yet.</p>
        ) : (
          <ul className={styles.holderList} aria-label={`Holders of ${role.name}`}>
            {holders.accounts.map((account) => (
              <li key={account.userId} className={styles.holder}>
                <span>
                  {account.name}
                  <span className={styles.muted}> {account.email}</span>
                </span>
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={`Remove ${role.name} from ${account.name}`}
                  isPending={pendingId === account.userId}
                  onPress={() =>
                    void change(
                      account,
                      account.roleIds.filter((id) => id !== role.id),
                      `${account.name} no longer holds ${role.name}.`,
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p role="status" className={styles.announcement}>
          {announcement}
        </p>
      </div>
    </Card>
  );
}
