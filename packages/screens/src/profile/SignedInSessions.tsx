import { Badge, Button, Spinner } from '@hr/ui';
import { useState } from 'react';
import { useAuditTime } from '../audit/auditFormat.ts';
import { type FormFeedback, type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import { sessionDevice } from './sessionDevice.ts';
import styles from './UserProfileScreen.module.css';

/** The contract's SignedInSession, as far as the page shows it. */
export interface SignedInSession {
  id: string;
  signedInAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  clientAddress: string | null;
  current: boolean;
}

export interface SignedInSessionsProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  sessions?: readonly SignedInSession[];
  /** Signs out one session; the list is loaded again by the caller once it worked. */
  onEndSession: (sessionId: string) => Promise<FormSubmitResult>;
  /** Signs out every session but this one. */
  onEndOtherSessions: () => Promise<FormSubmitResult>;
}

/**
 * Where the account is signed in (issue 28): each session with its browser, address, sign-in and last
 * activity, "This device" for the one reading, and a sign-out for each other one and for all of them.
 */
export function SignedInSessions({
  status,
  errorMessage,
  onRetry,
  sessions,
  onEndSession,
  onEndOtherSessions,
}: SignedInSessionsProps) {
  const timeOf = useAuditTime();
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<FormFeedback | null>(null);
  const run = async (key: string, action: () => Promise<FormSubmitResult>) => {
    setPending(key);
    setRefusal(null);
    try {
      setRefusal((await action()) ?? null);
    } finally {
      setPending(null);
    }
  };
  if (status === 'error') {
    return <LoadError title="Your sessions could not be loaded." message={errorMessage} onRetry={onRetry} />;
  }
  if (status === 'loading' || !sessions) {
    return (
      <div className={styles.loading}>
        <Spinner aria-label="Loading your sessions" />
      </div>
    );
  }
  const others = sessions.filter((session) => !session.current);
  return (
    <div className={styles.sessions}>
      <RefusalBanner feedback={refusal} />
      <ul className={styles.sessionList} aria-label="Signed-in sessions">
        {sessions.map((session) => {
          const device = sessionDevice(session.userAgent);
          return (
            <li key={session.id} className={styles.session}>
              <div className={styles.sessionText}>
                <span className={styles.sessionDevice}>
                  {device}
                  {session.current ? <Badge variant="success">This device</Badge> : null}
                </span>
                <span className={styles.sessionFacts}>
                  {session.clientAddress ? `${session.clientAddress} · ` : ''}signed in{' '}
                  {timeOf(session.signedInAt)} · last active {timeOf(session.lastActiveAt)}
                </span>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Sign out ${device}, signed in ${timeOf(session.signedInAt)}`}
                  isPending={pending === session.id}
                  isDisabled={pending !== null && pending !== session.id}
                  onPress={() => void run(session.id, () => onEndSession(session.id))}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="secondary"
          isPending={pending === 'others'}
          isDisabled={pending !== null && pending !== 'others'}
          onPress={() => void run('others', onEndOtherSessions)}
        >
          Sign out everywhere else
        </Button>
      ) : (
        <p className={styles.sessionFacts}>You are signed in here only.</p>
      )}
    </div>
  );
}
