import type { AccountRole } from '@hr/domain';
import { Card, Spinner } from '@hr/ui';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';
import { EmailNotices, type EmailNoticesProps } from './EmailNotices.tsx';
import { NameAndPhoto, type NameAndPhotoProps } from './NameAndPhoto.tsx';
import { SignedInSessions, type SignedInSessionsProps } from './SignedInSessions.tsx';
import { TwoFactorSetup, type TwoFactorSetupProps } from './TwoFactorSetup.tsx';
import styles from './UserProfileScreen.module.css';

/** The contract's Profile, as far as the page shows it. */
export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
  role: AccountRole;
  employerName: string;
}

export interface UserProfileScreenProps extends ChangePasswordFormProps {
  /** The state of the account details; the password form does not need them. */
  status: 'loading' | 'error' | 'ready';
  /** Why the account details could not be loaded. */
  errorMessage?: string;
  /** Loads the account details again; without it the error offers no retry. */
  onRetry?: () => void;
  profile?: UserProfile;
  /** Where the account is signed in, loaded on its own: the card shows its own state. */
  sessions: SignedInSessionsProps;
  /** Which notices also come by e-mail, loaded on its own: the card shows its own state. */
  emailNotices: EmailNoticesProps;
  /** Two-factor sign-in: its state comes with the account details. */
  twoFactor: Omit<TwoFactorSetupProps, 'status' | 'errorMessage' | 'onRetry'>;
  /** One's own display name and photo; it comes with the account details, so it shows once they have loaded. */
  nameAndPhoto?: NameAndPhotoProps;
}

const roleNames: Record<AccountRole, string> = { admin: 'Administrator', employee: 'Employee' };

/**
 * The signed-in user's own account: who they are, for which employer, two-factor sign-in, changing
 * their password, where they are signed in, and which notices come by e-mail.
 */
export function UserProfileScreen({
  status,
  errorMessage,
  onRetry,
  profile,
  onChangePassword,
  sessions,
  emailNotices,
  twoFactor,
  nameAndPhoto,
}: UserProfileScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={pageHeader.title}>My profile</h1>
      <Card title="Your account">
        {status === 'error' ? (
          <LoadError
            title="Your account details could not be loaded."
            message={errorMessage}
            onRetry={onRetry}
          />
        ) : status === 'loading' || !profile ? (
          <div className={styles.loading}>
            <Spinner aria-label="Loading your account details" />
          </div>
        ) : (
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt>Name</dt>
              <dd>
                {profile.firstName} {profile.lastName}
              </dd>
            </div>
            <div className={styles.detail}>
              <dt>E-mail</dt>
              <dd>{profile.email}</dd>
            </div>
            <div className={styles.detail}>
              <dt>Role</dt>
              <dd>{roleNames[profile.role]}</dd>
            </div>
            <div className={styles.detail}>
              <dt>Employer</dt>
              <dd>{profile.employerName}</dd>
            </div>
          </dl>
        )}
      </Card>
      {nameAndPhoto ? (
        <Card title="Name and photo">
          <NameAndPhoto {...nameAndPhoto} />
        </Card>
      ) : null}
      {/* Its state comes with the account details: when they fail, the card above says so once. */}
      {status === 'error' ? null : (
        <Card title="Two-factor sign-in">
          <TwoFactorSetup status={profile ? 'ready' : 'loading'} {...twoFactor} />
        </Card>
      )}
      <Card title="Change password">
        <ChangePasswordForm onChangePassword={onChangePassword} />
      </Card>
      <Card title="Signed-in sessions">
        <SignedInSessions {...sessions} />
      </Card>
      <Card title="E-mail notices">
        <EmailNotices {...emailNotices} />
      </Card>
    </div>
  );
}
