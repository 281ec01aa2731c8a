import { valibotResolver } from '@hookform/resolvers/valibot';
import { type CaseState, INCIDENT_CASE_LIMITS } from '@hr/domain';
import { ControlledField, Dialog, FieldGroup, FormattedTextField, Switch, TextField } from '@hr/ui';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateField, RequiredSelect } from '../employees/employeeFormFields.tsx';
import { AttachmentField } from '../files/AttachmentField.tsx';
import {
  type AttachedFileChanges,
  type StoredFile,
  type UploadResult,
  useAttachedFiles,
} from '../files/index.ts';
import { type FormSubmitResult, RefusalBanner, useFormFeedback } from '../forms/index.ts';
import { AnonymousReportSent } from './AnonymousReportSent.tsx';
import { IncidentCaseManagerSections } from './IncidentCaseManagerSections.tsx';
import type { IncidentCaseDetail, SearchPeople } from './incidentCase.ts';
import {
  type IncidentCaseFormInput,
  type IncidentCaseValues,
  incidentCaseSchema,
} from './incidentCaseSchema.ts';
import type { IncidentCategory, IncidentType } from './incidentSetup.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

/** The fields a refusal of a save may name, as the contract names them. */
export type IncidentCaseField =
  | 'categoryId'
  | 'typeId'
  | 'occurredFrom'
  | 'occurredTo'
  | 'summary'
  | 'story'
  | 'subjectIds'
  | 'witnessIds'
  | 'remarks';

/** What a save sends: the form's values, the files newly attached and those taken off. */
export interface IncidentCaseSave extends IncidentCaseValues, AttachedFileChanges {}

/** A save's answer: nothing, a refusal, or for an anonymous report the code to follow it up with. */
export type IncidentCaseSaveResult = FormSubmitResult<IncidentCaseField> | { followUpCode: string };

export interface IncidentCaseDialogProps {
  /** The case to edit, as an incident manager sees it; null for a new report. */
  incident: IncidentCaseDetail | null;
  /** Every category of the employer: the active ones are offered (and the case's own). */
  categories: readonly IncidentCategory[];
  /** Every type of the employer: the chosen category's active ones are offered (and the case's own). */
  types: readonly IncidentType[];
  onSearchPeople: SearchPeople;
  onUpload: (file: File) => Promise<UploadResult>;
  /** Reports (`existing` null) or saves the case; answer a refusal naming a field to show it there. */
  onSave: (values: IncidentCaseSave, existing: IncidentCaseDetail | null) => Promise<IncidentCaseSaveResult>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once saved (and after an anonymous report, once its code was shown), with a sentence. */
  onDone: (message: string) => void;
}

const FORM_FIELDS = [
  'categoryId',
  'typeId',
  'occurredFrom',
  'occurredTo',
  'summary',
  'story',
  'subjects',
  'witnesses',
  'remarks',
] as const;
const FORM_FIELD_OF: Partial<Record<IncidentCaseField, (typeof FORM_FIELDS)[number]>> = {
  subjectIds: 'subjects',
  witnessIds: 'witnesses',
};
const NO_FILES: readonly StoredFile[] = [];
/** Who is involved changes only until the investigation has asked anyone to explain. */
const PARTIES_EDITABLE: ReadonlySet<CaseState> = new Set(['reported', 'under-investigation']);

export const ANONYMOUS_HELP =
  'Your name is not stored with the report, not even for us. You get a code to follow the report up with: keep it, it is shown only once.';

function startingValues(incident: IncidentCaseDetail | null): IncidentCaseFormInput {
  return {
    categoryId: incident?.category?.id ?? '',
    typeId: incident?.type?.id ?? '',
    occurredFrom: incident?.occurredFrom ?? '',
    occurredTo: incident?.occurredTo ?? '',
    summary: incident?.summary ?? '',
    story: incident?.story ?? '',
    subjects: incident?.subjects ?? [],
    witnesses: incident?.witnesses ?? [],
    anonymous: false,
    remarks: incident?.remarks ?? '',
  };
}

/**
 * "Incident" (§2.10, made real): a new report, or a case its manager edits with the Investigation,
 * Decision and Management sections. A refusal shows on the field it names (or above the fields) and
 * keeps everything typed; an anonymous report ends on its follow-up code, shown once.
 */
export function IncidentCaseDialog({
  incident,
  categories,
  types,
  onSearchPeople,
  onUpload,
  onSave,
  isOpen,
  onOpenChange,
  onDone,
}: IncidentCaseDialogProps) {
  const [followUpCode, setFollowUpCode] = useState<string | null>(null);
  const gotCode = useRef(false);
  const form = useForm<IncidentCaseFormInput, unknown, IncidentCaseValues>({
    resolver: valibotResolver(incidentCaseSchema),
    mode: 'onTouched',
    defaultValues: startingValues(incident),
  });
  const { control, setValue } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const typeId = useWatch({ control, name: 'typeId' });
  const { files, setFiles, changes } = useAttachedFiles(incident?.files ?? NO_FILES);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    async (values) => {
      const result = await onSave({ ...values, ...changes() }, incident);
      if (result && 'followUpCode' in result) {
        gotCode.current = true;
        setFollowUpCode(result.followUpCode);
        return undefined;
      }
      const field = result?.field && (FORM_FIELD_OF[result.field] ?? result.field);
      return result && field ? { ...result, field } : result;
    },
    {
      fields: FORM_FIELDS,
      onSuccess: () => {
        // An anonymous report ends on its code instead, which the reporter closes.
        if (!gotCode.current) onDone(incident ? 'Case saved.' : 'Incident reported.');
      },
    },
  );
  const categoryChoices = useMemo(
    () =>
      categories
        .filter((category) => category.isActive || category.id === incident?.category?.id)
        .map((category) => ({ id: category.id, name: `${category.code} — ${category.description}` })),
    [categories, incident?.category?.id],
  );
  const typeChoices = useMemo(
    () =>
      types
        .filter((type) => type.categoryId === categoryId && (type.isActive || type.id === incident?.type?.id))
        .map((type) => ({ id: type.id, name: `${type.code} — ${type.description}` })),
    [types, categoryId, incident?.type?.id],
  );
  const rule = types.find((type) => type.id === typeId)?.rule ?? 'N/A';
  const partiesEditable = incident === null || PARTIES_EDITABLE.has(incident.state);

  if (followUpCode !== null) {
    return (
      <AnonymousReportSent
        code={followUpCode}
        isOpen={isOpen}
        onDone={() => onDone('Incident reported anonymously.')}
      />
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={incident ? `Incident ${incident.code}` : 'Incident'}
      size="large"
      primaryActionLabel="Save"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <RefusalBanner feedback={bannerFeedback} />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="categoryId"
          render={({ onChange, ...field }) => (
            <RequiredSelect
              {...field}
              label="Category"
              placeholder="Choose a category"
              options={categoryChoices}
              onChange={(id) => {
                onChange(id);
                setValue('typeId', '');
              }}
            />
          )}
        />
        <ControlledField
          control={control}
          name="typeId"
          render={(field) => (
            <RequiredSelect
              {...field}
              label="Incident Type"
              placeholder={categoryId === '' ? 'Choose a category first' : 'Choose a type'}
              options={typeChoices}
              isDisabled={categoryId === ''}
            />
          )}
        />
      </FieldGroup>
      <TextField label="Rule" value={rule} isReadOnly multiline rows={2} />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="occurredFrom"
          render={(field) => <DateField {...field} label="From" isRequired />}
        />
        <ControlledField
          control={control}
          name="occurredTo"
          render={(field) => <DateField {...field} label="To" isRequired />}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="summary"
        render={(field) => (
          <TextField
            {...field}
            label="Summary"
            maxLength={INCIDENT_CASE_LIMITS.summaryMaxLength}
            multiline
            rows={3}
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="story"
        render={(field) => (
          <FormattedTextField
            {...field}
            label="Story"
            description="What happened, in full: who, where, what was seen."
          />
        )}
      />
      <AttachmentField
        label="Files"
        files={files}
        onChange={setFiles}
        onUpload={onUpload}
        maxFiles={INCIDENT_CASE_LIMITS.filesMax}
      />
      <ControlledField
        control={control}
        name="subjects"
        render={(field) => (
          <PeoplePicker
            {...field}
            label="Subjects"
            description="Who the incident is about."
            onSearch={onSearchPeople}
            max={INCIDENT_CASE_LIMITS.subjectsMax}
            isDisabled={!partiesEditable}
          />
        )}
      />
      <ControlledField
        control={control}
        name="witnesses"
        render={(field) => (
          <PeoplePicker
            {...field}
            label="Witnesses"
            onSearch={onSearchPeople}
            max={INCIDENT_CASE_LIMITS.witnessesMax}
            isDisabled={!partiesEditable}
          />
        )}
      />
      {incident === null ? (
        <ControlledField
          control={control}
          name="anonymous"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value} description={ANONYMOUS_HELP}>
              Report anonymously
            </Switch>
          )}
        />
      ) : (
        <IncidentCaseManagerSections
          incident={incident}
          remarks={
            <ControlledField
              control={control}
              name="remarks"
              render={(field) => (
                <TextField
                  {...field}
                  label="Remarks"
                  description="The employer's own notes: only incident managers see them."
                  maxLength={INCIDENT_CASE_LIMITS.writtenTextMaxLength}
                  multiline
                  rows={3}
                />
              )}
            />
          }
        />
      )}
    </Dialog>
  );
}
