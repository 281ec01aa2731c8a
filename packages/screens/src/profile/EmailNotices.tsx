import { NOTICE_KIND_GROUPS, NOTICE_KINDS, type NoticeEmailPreference, type NoticeKind } from '@hr/domain';
import { Button, Spinner, Switch } from '@hr/ui';
import { useState } from 'react';
import { type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import styles from './EmailNotices.module.css';
import profileStyles from './UserProfileScreen.module.css';

export interface EmailNoticesProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Every kind and whether it comes by e-mail, as stored. */
  preferences?: readonly NoticeEmailPreference[];
  /** Stores every kind's choice; once it worked, the switches stand as saved. */
  onSave: (preferences: NoticeEmailPreference[]) => Promise<FormSubmitResult>;
}

export const EMAIL_NOTICES_SAVED = 'Your e-mail choices are saved.';

/**
 * Which notices come by e-mail as well as the bell (issue 28 item 6): a switch per kind, grouped as
 * the product's areas are. Nothing is stored until Save, so several switches change in one step and
 * one audit row; the bell gets every notice whatever is chosen here.
 */
export function EmailNotices({ status, errorMessage, onRetry, preferences, onSave }: EmailNoticesProps) {
  if (status === 'error') {
    return (
      <LoadError title="Your e-mail choices could not be loaded." message={errorMessage} onRetry={onRetry} />
    );
  }
  if (status === 'loading' || !preferences) {
    return (
      <div className={profileStyles.loading}>
        <Spinner aria-label="Loading your e-mail choices" />
      </div>
    );
  }
  return <EmailNoticesForm preferences={preferences} onSave={onSave} />;
}

function EmailNoticesForm({
  preferences,
  onSave,
}: Required<Pick<EmailNoticesProps, 'preferences' | 'onSave'>>) {
  const [stored, setStored] = useState<ReadonlyMap<NoticeKind, boolean>>(
    () => new Map(preferences.map((preference) => [preference.kind, preference.byEmail])),
  );
  const [chosen, setChosen] = useState(stored);
  const [isSaving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ refusal: string } | { saved: true } | null>(null);
  const isChanged = NOTICE_KINDS.some(({ kind }) => chosen.get(kind) !== stored.get(kind));

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    try {
      const feedback = await onSave(
        NOTICE_KINDS.map(({ kind, mailedByDefault }) => ({
          kind,
          byEmail: chosen.get(kind) ?? mailedByDefault,
        })),
      );
      if (feedback) {
        setOutcome({ refusal: feedback.message });
      } else {
        setStored(chosen);
        setOutcome({ saved: true });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.form}>
      <p className={styles.intro}>
        Every notice reaches the bell. Choose which also come to your e-mail address.
      </p>
      <RefusalBanner feedback={outcome && 'refusal' in outcome ? { message: outcome.refusal } : null} />
      {NOTICE_KIND_GROUPS.map((group) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.legend}>{group}</legend>
          {NOTICE_KINDS.filter((info) => info.group === group).map((info) => (
            <Switch
              key={info.kind}
              isSelected={chosen.get(info.kind) ?? info.mailedByDefault}
              isDisabled={isSaving}
              description={info.description}
              onChange={(isSelected) => {
                setOutcome(null);
                setChosen((current) => new Map(current).set(info.kind, isSelected));
              }}
            >
              {info.label}
            </Switch>
          ))}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button isPending={isSaving} isDisabled={!isChanged} onPress={() => void save()}>
          Save e-mail choices
        </Button>
        <p role="status" className={styles.status}>
          {outcome && 'saved' in outcome ? EMAIL_NOTICES_SAVED : ''}
        </p>
      </div>
    </div>
  );
}
