import { valibotResolver } from '@hookform/resolvers/valibot';
import { DOCUMENT_CATEGORIES, DOCUMENT_SCOPES } from '@hr/domain';
import {
  ControlledField,
  Dialog,
  FieldGroup,
  FormattedTextField,
  Radio,
  RadioGroup,
  Select,
  Switch,
  TextField,
} from '@hr/ui';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import { AttachmentField } from '../files/AttachmentField.tsx';
import attachmentStyles from '../files/Attachments.module.css';
import type { StoredFile } from '../files/StoredFile.ts';
import { useAttachedFiles } from '../files/useAttachedFiles.ts';
import { RefusalBanner, useFormFeedback } from '../forms/index.ts';
import styles from './SharedDocuments.module.css';
import {
  SCOPE_LABELS,
  SHARE_WITH_LABELS,
  SHARED_DOCUMENT_FIELDS,
  type SharedDocument,
  type SharedDocumentDialogData,
  type ShareWith,
} from './sharedDocument.ts';
import {
  SHARED_DOCUMENT_FILES_MAX,
  SHARED_DOCUMENT_TITLE_MAX,
  type SharedDocumentFormInput,
  type SharedDocumentValues,
  sharedDocumentSchema,
} from './sharedDocumentSchema.ts';

/** One empty list for a new document, so the files hook keeps one starting point across renders. */
const NO_FILES: readonly StoredFile[] = [];

export const SHARE_WITH_HELP = 'Those of the selected employee.';

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((category) => ({ id: category, name: category }));
const SHARE_WITH_ROLES = Object.keys(SHARE_WITH_LABELS) as (keyof ShareWith)[];

export interface SharedDocumentDialogProps extends SharedDocumentDialogData {
  /** The document to edit; null for a new one. */
  document: SharedDocument | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once saved, with a sentence saying so. */
  onDone: (message: string) => void;
}

function startingValues(document: SharedDocument | null): SharedDocumentFormInput {
  return document
    ? {
        title: document.title,
        category: document.category,
        content: document.content,
        scope: document.scope,
        employeeId: document.employeeId ?? '',
        shareWith: { ...document.shareWith },
      }
    : {
        title: '',
        category: '',
        content: '',
        scope: 'all-employees',
        employeeId: '',
        shareWith: { lineManager: false, headOfDepartment: false, headOfBranch: false },
      };
}

/**
 * "Document & Form Sharing" (§2.10): Title, the files, Category, the content, Scope, the Employee
 * when the scope is Selected Employee, and Share With (that employee's line manager, head of
 * department, head of branch). A refusal shows on the field it names (or above the fields) and
 * keeps everything typed and attached. Mount a new one per opening (a `key`).
 */
export function SharedDocumentDialog({
  document,
  employees,
  onEmployeeSearch,
  onUpload,
  onSave,
  isOpen,
  onOpenChange,
  onDone,
}: SharedDocumentDialogProps) {
  const shareWithHelpId = useId();
  const form = useForm<SharedDocumentFormInput, unknown, SharedDocumentValues>({
    resolver: valibotResolver(sharedDocumentSchema),
    mode: 'onTouched',
    defaultValues: startingValues(document),
  });
  const { control } = form;
  const isForOneEmployee = useWatch({ control, name: 'scope' }) === 'selected-employee';
  const { files, setFiles, changes } = useAttachedFiles(document?.attachments ?? NO_FILES);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    (values) => onSave({ ...values, ...changes() }, document),
    {
      fields: SHARED_DOCUMENT_FIELDS,
      onSuccess: () => onDone(document ? 'Document saved.' : 'Document shared.'),
    },
  );
  const search = onEmployeeSearch ? { onSearch: onEmployeeSearch } : {};
  const selected =
    document?.employeeId && document.employeeName
      ? { id: document.employeeId, name: document.employeeName }
      : null;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={document ? 'Edit Document' : 'Document & Form Sharing'}
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
          name="title"
          render={(field) => (
            <TextField {...field} label="Title" maxLength={SHARED_DOCUMENT_TITLE_MAX} isRequired />
          )}
        />
        <ControlledField
          control={control}
          name="category"
          render={({ value, onChange, ...field }) => (
            <Select
              {...field}
              label="Category"
              placeholder="Choose a category"
              items={CATEGORY_OPTIONS}
              value={value === '' ? null : value}
              onChange={(key) => onChange(DOCUMENT_CATEGORIES.find((category) => category === key) ?? '')}
              isRequired
            />
          )}
        />
      </FieldGroup>
      <AttachmentField
        label="File"
        files={files}
        onChange={setFiles}
        onUpload={onUpload}
        maxFiles={SHARED_DOCUMENT_FILES_MAX}
      />
      <ControlledField
        control={control}
        name="content"
        render={(field) => (
          <FormattedTextField {...field} label="Content" placeholder="Content (5000 characters max)" />
        )}
      />
      <ControlledField
        control={control}
        name="scope"
        render={({ onChange, ...field }) => (
          <RadioGroup
            {...field}
            label="Scope"
            orientation="horizontal"
            onChange={(scope) =>
              onChange(DOCUMENT_SCOPES.find((candidate) => candidate === scope) ?? field.value)
            }
            isRequired
          >
            {DOCUMENT_SCOPES.map((scope) => (
              <Radio key={scope} value={scope}>
                {SCOPE_LABELS[scope]}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      {isForOneEmployee ? (
        <ControlledField
          control={control}
          name="employeeId"
          render={({ value, onChange, ...field }) => (
            <EmployeeComboBox
              {...field}
              label="Employee"
              description="Start typing a name."
              employees={employees}
              {...search}
              selected={selected}
              value={value === '' ? null : value}
              onChange={(id) => onChange(id ?? '')}
              allowsCustomValue={false}
              isRequired
            />
          )}
        />
      ) : null}
      <fieldset className={attachmentStyles.field} aria-describedby={shareWithHelpId}>
        <legend className={attachmentStyles.label}>Share With</legend>
        <p id={shareWithHelpId} className={styles.help}>
          {SHARE_WITH_HELP}
        </p>
        <FieldGroup columns={3}>
          {SHARE_WITH_ROLES.map((role) => (
            <ControlledField
              key={role}
              control={control}
              name={`shareWith.${role}`}
              render={({ value, ...field }) => (
                <Switch {...field} isSelected={value} isDisabled={!isForOneEmployee}>
                  {SHARE_WITH_LABELS[role]}
                </Switch>
              )}
            />
          ))}
        </FieldGroup>
      </fieldset>
    </Dialog>
  );
}
