import { invitationSent } from '@hr/domain';
import { Banner, Button, Card, Icon } from '@hr/ui';
import { useState } from 'react';
import type { FormFeedback, FormSubmitResult } from '../forms/index.ts';
import styles from './EmployeeRecordScreen.module.css';
import type { EmployeeAccount } from './employeeRecord.ts';
import type { RecordFormat } from './employeeRecordFormat.ts';

export interface EmployeeAccountPanelProps {
  account: EmployeeAccount;
  /** The employee's e-mail address, where the invitation goes. */
  email: string;
  firstName: string;
  /** Invitations go only to people still employed. */
  isEmployed: boolean;
  /** Sends a new one-time sign-up link; without it no invitation can be sent from here. */
  onSendInvitation?: () => Promise<FormSubmitResult>;
  format: RecordFormat;
  /** The moment the invitation's expiry is compared with. */
  now: Date;
}

function invitationState(account: EmployeeAccount, format: RecordFormat, now: Date): string {
  const sentOn = account.invitedAt
    ? `Invitation sent on ${format.instant(account.invitedAt)}`
    : 'Invitation sent';
  const expiresAt = account.invitationExpiresAt;
  if (!expiresAt) return `${sentOn}.`;
  const hasExpired = new Date(expiresAt).getTime() <= now.getTime();
  return `${sentOn} — ${hasExpired ? 'expired on' : 'valid until'} ${format.instant(expiresAt)}.`;
}

/**
 * Whether the employee can sign in, and the administrator's way to invite them (§1, §2.4): a
 * one-time link by e-mail, valid 7 days. Sending again replaces the earlier link.
 */
export function EmployeeAccountPanel({
  account,
  email,
  firstName,
  isEmployed,
  onSendInvitation,
  format,
  now,
}: EmployeeAccountPanelProps) {
  const [isSending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const send = async () => {
    if (!onSendInvitation) return;
    setSending(true);
    setFeedback(null);
    setSentMessage(null);
    const result = await onSendInvitation();
    setSending(false);
    if (result) setFeedback(result);
    else setSentMessage(invitationSent(email));
  };

  const canInvite = account.status !== 'registered' && isEmployed && onSendInvitation !== undefined;

  return (
    <Card title="Account">
      <div className={styles.account}>
        {account.status === 'registered' ? (
          <>
            <p className={styles.accountState}>Has an account</p>
            <p className={styles.cardNote}>
              {firstName} signs in with {email}.
            </p>
          </>
        ) : account.status === 'invited' ? (
          <p className={styles.accountState}>{invitationState(account, format, now)}</p>
        ) : (
          <>
            <p className={styles.accountState}>No account yet</p>
            {canInvite ? (
              <p className={styles.cardNote}>
                Invite {firstName} to create an account with {email}.
              </p>
            ) : null}
          </>
        )}
        {account.status !== 'registered' && !isEmployed ? (
          <p className={styles.cardNote}>The employment has ended, so no invitation can be sent.</p>
        ) : null}
        {feedback ? (
          <Banner variant="danger" isUrgent>
            {feedback.message}
          </Banner>
        ) : null}
        {/* Always there, so the confirmation is announced when it appears. */}
        <p role="status" className={styles.sent}>
          {sentMessage ? (
            <>
              <Icon name="success" className={styles.sentIcon} />
              {sentMessage}
            </>
          ) : null}
        </p>
        {canInvite ? (
          <Button
            variant={account.status === 'invited' ? 'secondary' : 'primary'}
            isPending={isSending}
            onPress={() => void send()}
            className={styles.inviteButton}
          >
            {account.status === 'invited' ? 'Send again' : 'Send invitation'}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
