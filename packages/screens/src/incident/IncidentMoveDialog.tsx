import { valibotResolver } from '@hookform/resolvers/valibot';
import { INCIDENT_CASE_LIMITS, type TransitionKind } from '@hr/domain';
import { ControlledField, Dialog, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '../employees/employeeFormFields.tsx';
import { AttachmentField } from '../files/AttachmentField.tsx';
import { type UploadResult, useAttachedFiles } from '../files/index.ts';
import { type FormSubmitResult, RefusalBanner, useFormFeedback } from '../forms/index.ts';
import { AppealResultFields, DecisionFields, HearingFields } from './IncidentMoveFields.tsx';
import type { SearchPeople } from './incidentCase.ts';
import {
  type IncidentMove,
  MOVE_FORM_DEFAULTS,
  MOVE_LABELS,
  type MoveField,
  type MoveFormInput,
  moveFieldOf,
  moveOf,
  moveSchema,
} from './incidentMoves.ts';
import type { IncidentDecision } from './incidentSetup.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

export interface IncidentMoveDialogProps {
  kind: TransitionKind;
  /** The case's code, named in the confirmations. */
  caseCode: string;
  /** Incident › Decision: the active outcomes are offered, and each says whether it has a period. */
  decisions: readonly IncidentDecision[];
  onSearchPeople: SearchPeople;
  onUpload: (file: File) => Promise<UploadResult>;
  /**
   * Makes the move. Answer the server's refusal as `{ message }`: naming a field ("explainBy",
   * "hearing.panelIds") it shows on that field, otherwise (a 403 or 409) above the fields.
   */
  onMove: (move: IncidentMove) => Promise<FormSubmitResult>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the move is made, with a sentence saying so. */
  onDone: (message: string) => void;
}

const FIELDS = Object.keys(MOVE_FORM_DEFAULTS) as MoveField[];
const CONFIRMATIONS: Partial<Record<TransitionKind, string>> = {
  withdraw: 'The report is withdrawn and the case closed: nothing more can be done on it.',
  close: 'The case is closed on its decision: nobody may appeal after this.',
};
const { writtenTextMaxLength, explanationMaxLength, filesMax } = INCIDENT_CASE_LIMITS;

/**
 * A small dialog for one move on a case (IncidentCaseScreen opens one per button): the move's own
 * fields, checked as typed, then the server's answer. A refusal shows on the field it names or
 * above the fields, and everything typed stays.
 */
export function IncidentMoveDialog({
  kind,
  caseCode,
  decisions,
  onSearchPeople,
  onUpload,
  onMove,
  isOpen,
  onOpenChange,
  onDone,
}: IncidentMoveDialogProps) {
  const schema = useMemo(() => moveSchema(kind, decisions), [kind, decisions]);
  const form = useForm<MoveFormInput>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: MOVE_FORM_DEFAULTS,
  });
  const { control } = form;
  const { files, setFiles } = useAttachedFiles([]);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    async (values) => {
      const feedback = await onMove(
        moveOf(
          kind,
          values,
          decisions,
          files.map(({ id }) => id),
        ),
      );
      return feedback ? { message: feedback.message, field: moveFieldOf(feedback.field) } : undefined;
    },
    { fields: FIELDS, onSuccess: () => onDone(`${MOVE_LABELS[kind]}: done.`) },
  );
  const textField = (name: 'text' | 'reasons' | 'grounds' | 'remarks', label: string, isRequired = true) => (
    <ControlledField
      control={control}
      name={name}
      render={(field) => (
        <TextField
          {...field}
          label={label}
          maxLength={name === 'text' ? explanationMaxLength : writtenTextMaxLength}
          multiline
          rows={4}
          isRequired={isRequired}
        />
      )}
    />
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`${MOVE_LABELS[kind]} — ${caseCode}`}
      primaryActionLabel={MOVE_LABELS[kind]}
      primaryVariant={kind === 'withdraw' ? 'danger' : 'submit'}
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <RefusalBanner feedback={bannerFeedback} />
      {CONFIRMATIONS[kind] ? <p>{CONFIRMATIONS[kind]}</p> : null}
      {kind === 'open-investigation' ? (
        <ControlledField
          control={control}
          name="investigator"
          render={(field) => (
            <PeoplePicker
              {...field}
              label="Investigator"
              description="Nobody who is a subject, the reporter or a witness."
              onSearch={onSearchPeople}
              max={1}
            />
          )}
        />
      ) : null}
      {kind === 'request-explanation' ? (
        <ControlledField
          control={control}
          name="explainBy"
          render={(field) => (
            <DateField
              {...field}
              label="Explain By"
              description="The subject is told at once and answers from their own page by this day."
              isRequired
            />
          )}
        />
      ) : null}
      {kind === 'record-explanation' ? (
        <>
          {textField('text', 'Explanation')}
          <AttachmentField
            label="Files"
            files={files}
            onChange={setFiles}
            onUpload={onUpload}
            maxFiles={filesMax}
          />
        </>
      ) : null}
      {kind === 'dismiss' ? textField('reasons', 'Reasons') : null}
      {kind === 'schedule-hearing' || kind === 'reschedule-hearing' || kind === 'schedule-appeal-hearing' ? (
        <HearingFields control={control} onSearchPeople={onSearchPeople} />
      ) : null}
      {kind === 'decide' ? (
        <>
          <DecisionFields control={control} decisions={decisions} />
          {textField('reasons', 'Reasons')}
          {textField('remarks', 'Remarks', false)}
          <ControlledField
            control={control}
            name="appealBy"
            render={(field) => (
              <DateField {...field} label="Appeal By" description="The last day to appeal." isRequired />
            )}
          />
        </>
      ) : null}
      {kind === 'appeal' ? textField('grounds', 'Grounds') : null}
      {kind === 'decide-appeal' ? (
        <>
          <AppealResultFields control={control} decisions={decisions} />
          {textField('reasons', 'Reasons')}
        </>
      ) : null}
    </Dialog>
  );
}
