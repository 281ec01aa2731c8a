import {
  CHANGEABLE_DETAILS,
  type ChangeableDetail,
  LETTER_KINDS,
  type LetterKind,
  MARITAL_STATUSES,
} from '@hr/domain';
import { Banner, Dialog, Radio, RadioGroup, Select, TextField } from '@hr/ui';
import { useState } from 'react';
import styles from './RequestScreen.module.css';
import type { NewRequest, RequestRefusal } from './requests.ts';

interface NewRequestDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  banks: { id: string; name: string }[];
  onAsk: (request: NewRequest) => Promise<RequestRefusal | null>;
  onDone: (message: string) => void;
}

type Choice = 'Change my details' | 'Letter';

const detailOptions = CHANGEABLE_DETAILS.map((detail) => ({ id: detail, name: detail }));
const letterOptions = LETTER_KINDS.map((letter) => ({ id: letter, name: letter }));
const maritalOptions = MARITAL_STATUSES.map((status) => ({ id: status, name: status }));

/** The fields each detail needs, with the label the form shows and the message when left empty. */
const NEEDS: Record<ChangeableDetail, { field: string; label: string }[]> = {
  'Bank account': [
    { field: 'bankId', label: 'Bank' },
    { field: 'bankAccount', label: 'Account number' },
  ],
  Name: [
    { field: 'firstName', label: 'First name' },
    { field: 'lastName', label: 'Last name' },
  ],
  'Marital status': [{ field: 'maritalStatus', label: 'Marital status' }],
};

/**
 * New request: "Change my details" (bank account, name or marital status, applied once approved) or
 * "Letter" (employment confirmation, salary certificate). A missing value or the server's refusal
 * shows on its field, or above when it names none; what was typed stays.
 */
export function NewRequestDialog({ isOpen, onOpenChange, banks, onAsk, onDone }: NewRequestDialogProps) {
  const [choice, setChoice] = useState<Choice>('Change my details');
  const [detail, setDetail] = useState<ChangeableDetail>('Bank account');
  const [letter, setLetter] = useState<LetterKind>('Employment confirmation');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: string) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => errors[field];

  async function submit(close: () => void) {
    const reason = values.reason?.trim() || null;
    let request: NewRequest;
    if (choice === 'Letter') request = { kind: 'Letter', letter, reason };
    else {
      const missing = Object.fromEntries(
        NEEDS[detail]
          .filter(({ field }) => !values[field]?.trim())
          .map(({ field, label }) => [field, `${label} is required.`]),
      );
      setErrors(missing);
      if (Object.keys(missing).length > 0) return;
      request = {
        kind: 'Change of details',
        subject: detail,
        ...Object.fromEntries(NEEDS[detail].map(({ field }) => [field, values[field]?.trim()])),
        reason,
      };
    }
    setPending(true);
    setRefusal(null);
    const refused = await onAsk(request);
    setPending(false);
    if (!refused) {
      close();
      onDone(
        choice === 'Letter' ? `${letter} asked for.` : `Change of ${detail.toLowerCase()} sent for approval.`,
      );
    } else if (refused.field && NEEDS[detail].some(({ field }) => field === refused.field)) {
      setErrors({ [refused.field]: refused.message });
    } else setRefusal(refused.message);
  }

  return (
    <Dialog
      title="New request"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      primaryActionLabel="Send request"
      onPrimaryAction={submit}
      isPrimaryPending={pending}
    >
      <div className={styles.fields}>
        {refusal ? <Banner variant="danger">{refusal}</Banner> : null}
        <RadioGroup label="What do you need?" value={choice} onChange={(value) => setChoice(value as Choice)}>
          <Radio value="Change my details">Change my details</Radio>
          <Radio value="Letter">Letter</Radio>
        </RadioGroup>
        {choice === 'Letter' ? (
          <Select
            label="Letter"
            items={letterOptions}
            value={letter}
            onChange={(id) => setLetter(id as LetterKind)}
          />
        ) : (
          <>
            <Select
              label="Detail to change"
              description="It changes on your record once approved."
              items={detailOptions}
              value={detail}
              onChange={(id) => {
                setDetail(id as ChangeableDetail);
                setErrors({});
              }}
            />
            {detail === 'Bank account' ? (
              <>
                <Select
                  label="Bank"
                  items={banks}
                  value={values.bankId ?? null}
                  onChange={(id) => set('bankId')(String(id ?? ''))}
                  isInvalid={Boolean(errorOf('bankId'))}
                  errorMessage={errorOf('bankId')}
                  isRequired
                />
                <TextField
                  label="Account number"
                  value={values.bankAccount ?? ''}
                  onChange={set('bankAccount')}
                  maxLength={34}
                  isInvalid={Boolean(errorOf('bankAccount'))}
                  errorMessage={errorOf('bankAccount')}
                  isRequired
                />
              </>
            ) : null}
            {detail === 'Name' ? (
              <>
                <TextField
                  label="First name"
                  value={values.firstName ?? ''}
                  onChange={set('firstName')}
                  maxLength={50}
                  isInvalid={Boolean(errorOf('firstName'))}
                  errorMessage={errorOf('firstName')}
                  isRequired
                />
                <TextField
                  label="Last name"
                  value={values.lastName ?? ''}
                  onChange={set('lastName')}
                  maxLength={50}
                  isInvalid={Boolean(errorOf('lastName'))}
                  errorMessage={errorOf('lastName')}
                  isRequired
                />
              </>
            ) : null}
            {detail === 'Marital status' ? (
              <Select
                label="Marital status"
                items={maritalOptions}
                value={values.maritalStatus ?? null}
                onChange={(id) => set('maritalStatus')(String(id ?? ''))}
                isInvalid={Boolean(errorOf('maritalStatus'))}
                errorMessage={errorOf('maritalStatus')}
                isRequired
              />
            ) : null}
          </>
        )}
        <TextField
          label="Reason"
          value={values.reason ?? ''}
          onChange={set('reason')}
          maxLength={500}
          multiline
        />
      </div>
    </Dialog>
  );
}
