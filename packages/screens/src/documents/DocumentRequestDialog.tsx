import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ALLOWED_TYPES,
  DOCUMENT_REQUEST_LIMITS,
  type DocumentRequestFormInput,
  type DocumentRequestFormValues,
  documentRequestFormSchema,
  NEW_DOCUMENT_REQUEST,
  SIGN_OFF_MEDIA_TYPE,
} from '@hr/domain';
import {
  Checkbox,
  CheckboxGroup,
  ControlledField,
  Dialog,
  FieldGroup,
  Radio,
  RadioGroup,
  Select,
  Switch,
  TextField,
} from '@hr/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateField, RequiredSelect } from '../employees/employeeFormFields.tsx';
import { type FormSubmitResult, RefusalBanner, useFormFeedback } from '../forms/index.ts';
import type { PersonRef, SearchPeople } from '../incident/incidentCase.ts';
import { PeoplePicker } from '../incident/PeoplePicker.tsx';

/** The fields a refusal of the create may name, as the contract (createDocumentRequest) names them. */
export type DocumentRequestField =
  | 'title'
  | 'description'
  | 'audience'
  | 'employeeIds'
  | 'departmentId'
  | 'allowedTypes'
  | 'maxSizeMib'
  | 'dueOn'
  | 'expires'
  | 'remindDaysBefore'
  | 'signOffWorkflowId';

export interface DocumentRequestDepartment {
  id: string;
  name: string;
}

/** A document approval workflow the request may be signed off through. */
export interface SignOffWorkflowChoice {
  id: string;
  name: string;
}

export interface DocumentRequestDialogProps {
  /** The employer's today (an ISO date): a due date before it is refused. */
  today: string;
  /** The departments HR may ask. */
  departments: readonly DocumentRequestDepartment[];
  onSearchPeople: SearchPeople;
  /** The active document approval workflows, the default first; none chosen means a single review. */
  signOffWorkflows: readonly SignOffWorkflowChoice[];
  /** Sends the request, exactly the create operation's body; answer a refusal to show it. */
  onSave: (values: DocumentRequestFormValues) => Promise<FormSubmitResult<DocumentRequestField>>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once sent, with a sentence saying so. */
  onDone: (message: string) => void;
}

/** The fields that show a refusal on themselves; any other refusal shows in the banner. */
const FORM_FIELDS = [
  'title',
  'description',
  'employeeIds',
  'departmentId',
  'allowedTypes',
  'maxSizeMib',
  'dueOn',
  'remindDaysBefore',
  'signOffWorkflowId',
] as const;

/** The Sign-off choice of a single review, as the list has it (the form keeps null). */
const SINGLE_REVIEW = 'none';

const PDF_ONLY =
  'A document signed off step by step must be a PDF, so its signed copy can carry the sign-off page.';

const AUDIENCE_LABELS = {
  employees: 'Chosen employees',
  department: 'A department',
  everyone: 'Everyone',
} as const;

/**
 * "Request a document" (issue 31, Document WorkFlow › Management): HR asks chosen employees, a
 * department or everyone for a document of the types and size allowed, by a due date, and says
 * whether it expires, and whether one review decides each upload or a document approval workflow
 * signs it off step by step (PDF only then, so its signed copy can carry the sign-off page). The
 * values handed to `onSave` are the create operation's body. A refusal shows on the field it names
 * (or above the fields) and keeps everything typed.
 */
export function DocumentRequestDialog({
  today,
  departments,
  onSearchPeople,
  signOffWorkflows,
  onSave,
  isOpen,
  onOpenChange,
  onDone,
}: DocumentRequestDialogProps) {
  const schema = useMemo(() => documentRequestFormSchema(today), [today]);
  const form = useForm<DocumentRequestFormInput, unknown, DocumentRequestFormValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    // Every problem at once: the resolver otherwise stops the schema's pipe at the first field's
    // issue, so "choose an employee" or "choose the department" would show only on a second Save.
    criteriaMode: 'all',
    defaultValues: NEW_DOCUMENT_REQUEST,
  });
  const { control } = form;
  const audience = useWatch({ control, name: 'audience' });
  const expires = useWatch({ control, name: 'expires' });
  const signOffWorkflowId = useWatch({ control, name: 'signOffWorkflowId' });
  const signOffOptions = useMemo(
    () => [{ id: SINGLE_REVIEW, name: 'None: one review' }, ...signOffWorkflows],
    [signOffWorkflows],
  );
  // The picker shows names; the form keeps only the ids the operation takes.
  const [people, setPeople] = useState<PersonRef[]>([]);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSave, {
    fields: FORM_FIELDS,
    onSuccess: () => onDone('Document requested.'),
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Request a document"
      size="large"
      primaryActionLabel="Save"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <RefusalBanner feedback={bannerFeedback} />
      <ControlledField
        control={control}
        name="title"
        render={(field) => (
          <TextField {...field} label="Title" maxLength={DOCUMENT_REQUEST_LIMITS.titleMaxLength} isRequired />
        )}
      />
      <ControlledField
        control={control}
        name="description"
        render={(field) => (
          <TextField
            {...field}
            label="Description"
            maxLength={DOCUMENT_REQUEST_LIMITS.descriptionMaxLength}
            multiline
            rows={3}
          />
        )}
      />
      <ControlledField
        control={control}
        name="audience"
        render={({ value, onChange, ...field }) => (
          <RadioGroup
            {...field}
            label="Who is asked"
            orientation="horizontal"
            value={value}
            onChange={(key) => {
              if (key === 'employees' || key === 'department' || key === 'everyone') onChange(key);
            }}
          >
            {Object.entries(AUDIENCE_LABELS).map(([key, label]) => (
              <Radio key={key} value={key}>
                {label}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      {audience === 'employees' && (
        <ControlledField
          control={control}
          name="employeeIds"
          render={({ value: _ids, onChange, ...field }) => (
            <PeoplePicker
              {...field}
              label="Employees"
              value={people}
              onChange={(chosen) => {
                setPeople(chosen);
                onChange(chosen.map((person) => person.id));
              }}
              onSearch={onSearchPeople}
              max={DOCUMENT_REQUEST_LIMITS.employeesMax}
            />
          )}
        />
      )}
      {audience === 'department' && (
        <ControlledField
          control={control}
          name="departmentId"
          render={(field) => (
            <RequiredSelect
              {...field}
              label="Department"
              placeholder="Choose a department"
              options={departments}
            />
          )}
        />
      )}
      <ControlledField
        control={control}
        name="signOffWorkflowId"
        render={({ value, onChange, ...field }) => (
          <Select
            {...field}
            label="Sign-off"
            description="One review, or signed off step by step through a document approval workflow."
            items={signOffOptions}
            value={value ?? SINGLE_REVIEW}
            onChange={(chosen) => {
              const workflowId = chosen === SINGLE_REVIEW || chosen === null ? null : String(chosen);
              onChange(workflowId);
              if (workflowId) form.setValue('allowedTypes', [SIGN_OFF_MEDIA_TYPE], { shouldValidate: true });
            }}
          />
        )}
      />
      <ControlledField
        control={control}
        name="allowedTypes"
        render={({ value, onChange, ...field }) => (
          <CheckboxGroup
            {...field}
            label="File types allowed"
            orientation="horizontal"
            value={value}
            onChange={onChange}
            isRequired
            {...(signOffWorkflowId ? { isDisabled: true, description: PDF_ONLY } : {})}
          >
            {ALLOWED_TYPES.map((type) => (
              <Checkbox key={type.mediaType} value={type.mediaType}>
                {type.label}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="maxSizeMib"
          render={({ value, ...field }) => (
            <TextField
              {...field}
              value={String(value)}
              label="Largest size (MiB)"
              inputMode="numeric"
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="dueOn"
          render={(field) => <DateField {...field} label="Due date" isRequired />}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="expires"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value} description="Each upload then gives its expiry date.">
            Expires
          </Switch>
        )}
      />
      {expires && (
        <ControlledField
          control={control}
          name="remindDaysBefore"
          render={({ value, ...field }) => (
            <TextField
              {...field}
              value={String(value ?? '')}
              label="Days before expiry to remind"
              inputMode="numeric"
              isRequired
            />
          )}
        />
      )}
    </Dialog>
  );
}
