import { ANONYMOUS_FOLLOW_UP_PATH } from '@hr/domain';
import { Banner, Button, Dialog, Link } from '@hr/ui';
import { useState } from 'react';
import styles from './IncidentCase.module.css';

export interface AnonymousReportSentProps {
  /** The follow-up code the server gave; it keeps no copy the reporter could be shown again. */
  code: string;
  isOpen: boolean;
  onDone: () => void;
}

/** After an anonymous report: its follow-up code, shown this once, with a button to copy it. */
export function AnonymousReportSent({ code, isOpen, onDone }: AnonymousReportSentProps) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog isOpen={isOpen} title="Report sent" isDismissable={false} cancelLabel="Done" onCancel={onDone}>
      <p>
        Your report was sent without your name. To follow it up, enter this code on the{' '}
        {/* A new tab: leaving this dialog would lose the code, which is shown only here. */}
        <Link href={ANONYMOUS_FOLLOW_UP_PATH} target="_blank" rel="noopener">
          follow-up page (opens in a new tab)
        </Link>
        :
      </p>
      <p className={styles.code}>
        <code>{code}</code>
      </p>
      <Banner variant="warning">
        Write the code down or copy it now: it cannot be shown again, and nobody can look it up for you.
      </Banner>
      <div>
        <Button
          variant="secondary"
          onPress={() => {
            void navigator.clipboard.writeText(code).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy the code'}
        </Button>
      </div>
    </Dialog>
  );
}
