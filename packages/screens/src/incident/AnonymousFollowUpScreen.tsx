import { INCIDENT_CASE_LIMITS } from '@hr/domain';
import { Banner, Button, Form, TextField } from '@hr/ui';
import { type FormEvent, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { RefusalBanner } from '../forms/index.ts';
import pageHeader from '../layout/PageHeader.module.css';
import { IncidentCaseSections } from './IncidentCaseSections.tsx';
import styles from './IncidentLists.module.css';
import type { IncidentCaseDetail } from './incidentCase.ts';

export interface AnonymousFollowUpScreenProps {
  /** Finds the case the code follows up; answer `{ message }` when the code matches none. */
  onLookUp: (code: string) => Promise<IncidentCaseDetail | { message: string }>;
  /** Withdraws the report (while it is Reported); answer `{ message }` when refused. */
  onWithdraw: (code: string) => Promise<FormSubmitResult>;
}

const NO_FILES = () => undefined;

/**
 * The anonymous reporter's follow-up page (public, at ANONYMOUS_FOLLOW_UP_PATH): the code they were
 * given finds their report's summary and outcome, and while nobody investigates it yet, Withdraw.
 */
export function AnonymousFollowUpScreen({ onLookUp, onWithdraw }: AnonymousFollowUpScreenProps) {
  const [code, setCode] = useState('');
  const [found, setFound] = useState<IncidentCaseDetail | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending || code.trim() === '') return;
    setIsPending(true);
    setRefusal(null);
    const answer = await onLookUp(code.trim());
    setIsPending(false);
    if ('message' in answer) {
      setFound(null);
      setRefusal(answer.message);
    } else {
      setFound(answer);
      setWithdrawn(false);
    }
  };
  const withdraw = async () => {
    setIsPending(true);
    setRefusal(null);
    const feedback = await onWithdraw(code.trim());
    setIsPending(false);
    if (feedback) setRefusal(feedback.message);
    else setWithdrawn(true);
  };

  return (
    <div className={styles.page}>
      <h1 className={pageHeader.title}>Follow up a report</h1>
      <Form onSubmit={(event) => void lookUp(event)}>
        <TextField
          label="Follow-up code"
          description="The code you were shown when you reported anonymously."
          value={code}
          onChange={setCode}
          maxLength={INCIDENT_CASE_LIMITS.followUpCodeMaxLength}
          isRequired
        />
        <div>
          <Button type="submit" isPending={isPending && found === null}>
            Find my report
          </Button>
        </div>
      </Form>
      <RefusalBanner feedback={refusal ? { message: refusal } : null} />
      {withdrawn ? (
        <Banner variant="success">
          Your report is withdrawn and the case closed. Nothing more will be done on it.
        </Banner>
      ) : null}
      {found && !withdrawn ? (
        <>
          <p>
            Report {found.code}: {found.stateLabel}.
          </p>
          <IncidentCaseSections incident={found} onDownloadFile={NO_FILES} />
          {found.allowedMoves.includes('withdraw') ? (
            <div>
              <Button variant="danger" onPress={() => void withdraw()} isPending={isPending}>
                Withdraw the report
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
