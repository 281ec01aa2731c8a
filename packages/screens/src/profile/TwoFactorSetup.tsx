import { Banner, Button, Form, PasswordField, Spinner, TextField } from '@hr/ui';
import { type FormEvent, useState } from 'react';
import { type FormFeedback, type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import { QrCode } from './QrCode.tsx';
import styles from './TwoFactorSetup.module.css';

/** What the server answers when set-up starts: the URI the QR code draws and the key to type in. */
export interface TwoFactorSecret {
  otpauthUri: string;
  secret: string;
}

/** How one's own two-factor is turned off: the current password, or a code from the app. */
export type TwoFactorProof = { currentPassword: string } | { code: string };

export interface TwoFactorSetupProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Two-factor sign-in is on for the account. */
  enabled?: boolean;
  /** The employer requires it of the reader (an administrator) and it is not on yet. */
  required?: boolean;
  /** Starts set-up: the secret, or why it could not start. */
  onStart: () => Promise<TwoFactorSecret | FormFeedback>;
  /** Confirms with the app's first code: the ten recovery codes, or why the code was refused. */
  onConfirm: (code: string) => Promise<{ recoveryCodes: string[] } | FormFeedback<'code'>>;
  onTurnOff: (proof: TwoFactorProof) => Promise<FormSubmitResult<'currentPassword' | 'code'>>;
}

const CODE_PATTERN = /^[0-9]{6}$/;
const ENTER_SIX_DIGITS = 'Enter the 6-digit code your authenticator app shows.';

/**
 * Each step replaces the one before, the pressed button included. Focus leaves it first, outside
 * React's commit: a focused element removed while React commits fires its blur inside the commit,
 * and react-aria's focus handlers then update state re-entrantly ("Should not already be working"),
 * which lost the step in Chromium.
 */
function leaveFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'scanning'; secret: TwoFactorSecret }
  | { kind: 'recovery'; codes: string[] };

/**
 * My profile's two-factor sign-in (issue 28): set it up with a QR code (or the key typed in) and a
 * first code, which turns it on and shows the ten recovery codes once; or turn it off with the
 * current password or a code.
 */
export function TwoFactorSetup(props: TwoFactorSetupProps) {
  const { status, errorMessage, onRetry, enabled = false, required = false } = props;
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<FormFeedback | null>(null);

  if (status === 'error') {
    return (
      <LoadError
        title="Your two-factor sign-in could not be loaded."
        message={errorMessage}
        onRetry={onRetry}
      />
    );
  }
  if (status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner aria-label="Loading your two-factor sign-in" />
      </div>
    );
  }

  const start = async () => {
    setPending(true);
    setRefusal(null);
    try {
      const answer = await props.onStart();
      if ('otpauthUri' in answer) {
        leaveFocus();
        setStage({ kind: 'scanning', secret: answer });
      } else setRefusal(answer);
    } finally {
      setPending(false);
    }
  };

  if (stage.kind === 'recovery') {
    return (
      <RecoveryCodes
        codes={stage.codes}
        onDone={() => {
          leaveFocus();
          setStage({ kind: 'idle' });
        }}
      />
    );
  }
  if (stage.kind === 'scanning') {
    return (
      <ConfirmSetUp
        secret={stage.secret}
        onConfirm={props.onConfirm}
        onConfirmed={(codes) => setStage({ kind: 'recovery', codes })}
        onCancel={() => {
          leaveFocus();
          setStage({ kind: 'idle' });
        }}
      />
    );
  }
  if (enabled) return <TurnOff onTurnOff={props.onTurnOff} />;
  return (
    <div className={styles.stack}>
      {required ? (
        <Banner variant="warning">
          Your employer requires two-factor sign-in for administrators. Set it up to continue.
        </Banner>
      ) : null}
      <RefusalBanner feedback={refusal} />
      <p>
        Two-factor sign-in is off. With it on, signing in also asks for a code from an authenticator app on
        your phone, so a stolen password alone does not open your account.
      </p>
      <div>
        <Button variant="primary" isPending={pending} onPress={() => void start()}>
          Set up two-factor sign-in
        </Button>
      </div>
    </div>
  );
}

function ConfirmSetUp({
  secret,
  onConfirm,
  onConfirmed,
  onCancel,
}: {
  secret: TwoFactorSecret;
  onConfirm: TwoFactorSetupProps['onConfirm'];
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code.trim())) {
      setError(ENTER_SIX_DIGITS);
      return;
    }
    setPending(true);
    try {
      const answer = await onConfirm(code.trim());
      if ('recoveryCodes' in answer) {
        leaveFocus();
        onConfirmed(answer.recoveryCodes);
      } else setError(answer.message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Form className={styles.stack} onSubmit={(event) => void submit(event)}>
      <ol className={styles.steps}>
        <li>
          Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator
          or 1Password).
        </li>
        <li>Enter the 6-digit code the app shows to turn two-factor sign-in on.</li>
      </ol>
      <QrCode value={secret.otpauthUri} label="QR code for your authenticator app" />
      <div className={styles.secret}>
        <span className={styles.muted}>Can’t scan it? Enter this key in the app instead:</span>
        <code>{secret.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </div>
      <TextField
        label="6-digit code"
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        isInvalid={error !== undefined}
        errorMessage={error}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={pending}>
          Turn on
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={styles.stack}>
      <Banner variant="success">Two-factor sign-in is on.</Banner>
      <p>
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            void navigator.clipboard.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="secondary" onPress={download}>
          Download codes
        </Button>
        <Button variant="primary" onPress={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}

function TurnOff({ onTurnOff }: { onTurnOff: TwoFactorSetupProps['onTurnOff'] }) {
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<FormFeedback | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (useCode ? !CODE_PATTERN.test(value.trim()) : value === '') {
      setError(useCode ? ENTER_SIX_DIGITS : 'Enter your current password.');
      return;
    }
    setPending(true);
    setRefusal(null);
    try {
      const answer = await onTurnOff(useCode ? { code: value.trim() } : { currentPassword: value });
      if (answer?.field) setError(answer.message);
      else if (answer) setRefusal(answer);
    } finally {
      setPending(false);
    }
  };
  const switchProof = () => {
    setUseCode(!useCode);
    setValue('');
    setError(undefined);
  };
  return (
    <Form className={styles.stack} onSubmit={(event) => void submit(event)}>
      <Banner variant="success">Two-factor sign-in is on.</Banner>
      <RefusalBanner feedback={refusal} />
      <p>To turn it off, confirm it is you.</p>
      {useCode ? (
        <TextField
          label="6-digit code"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      ) : (
        <PasswordField
          label="Current Password"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          autoComplete="current-password"
          isRequired
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" isPending={pending}>
          Turn off two-factor sign-in
        </Button>
        <Button variant="quiet" onPress={switchProof} isDisabled={pending}>
          {useCode ? 'Use your password instead' : 'Use a code from your app instead'}
        </Button>
      </div>
    </Form>
  );
}
