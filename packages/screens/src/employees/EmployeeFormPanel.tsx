import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  createEmployeeFormSchema,
  EMPLOYEE_FORM_DEFAULTS,
  EMPLOYEE_FORM_SECTIONS,
  EMPLOYEE_SELF_EDITABLE_SECTIONS,
  type EmployeeFormInput,
  type EmployeeFormOutput,
  type EmployeeFormSection,
  type EmployeeFormValues,
  onlySections,
} from '@hr/domain';
import { Banner, BottomTabBar, Button, Form, FullScreenPanel } from '@hr/ui';
import { getLocalTimeZone, today as todayIn } from '@internationalized/date';
import { useEffect, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../forms/index.ts';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';
import styles from './EmployeeFormPanel.module.css';
import { useEmployeeFormAddOption } from './EmployeeFormPanelAddOption.tsx';
import { EmployeeSections } from './EmployeeSections.tsx';
import {
  type AddOption,
  type EmployeeFormField,
  type EmployeeFormOptions,
  sectionOf,
  sectionsWithErrors,
  sectionTabs,
} from './employeeFormSections.ts';
import { useEmployeeFormSubmit } from './useEmployeeFormSubmit.ts';

/** What an employee may change of their own record: the sections of EMPLOYEE_SELF_EDITABLE_SECTIONS. */
export type OwnRecordValues = Pick<EmployeeFormValues, (typeof EMPLOYEE_SELF_EDITABLE_SECTIONS)[number]>;

type Submit<TValues> = (values: TValues) => Promise<FormSubmitResult<EmployeeFormField>>;
/** An administrator's save: every section (health only when shown). */
export type EmployeeFormSubmit = Submit<EmployeeFormValues>;
/** An employee's save of their own record. */
export type OwnRecordSubmit = Submit<OwnRecordValues>;

/**
 * create / edit: an administrator's form, every section. own: an employee changing their own record,
 * offered (and checked, and submitted) only the sections an employee may change, with no Add buttons.
 * Feedback naming a field by its dotted path (a 409 on 'quickEntry.employeeNo' or 'quickEntry.email')
 * shows on that field, with its section in view; other feedback shows above.
 */
type EmployeeFormPanelMode =
  | { mode: 'create' | 'edit'; onSubmit: EmployeeFormSubmit }
  | { mode: 'own'; onSubmit: OwnRecordSubmit };

export type EmployeeFormPanelProps = EmployeeFormPanelMode & {
  isOpen: boolean;
  /** Called to close the panel: at once when nothing changed, after "Discard" otherwise. */
  onClose: () => void;
  /** The form's starting values (edit: the employee's, see toEmployeeFormInput); read when the panel opens. */
  defaultValues?: EmployeeFormInput;
  /** The employer's reference rows for the selects, from the server. */
  options: EmployeeFormOptions;
  /** Administrators only: without it the Health tab is not shown and health is not submitted. */
  canSeeHealth: boolean;
  /** The calendar day ('YYYY-MM-DD') no date of birth may pass; the user's today by default. */
  today?: string;
  /**
   * Creates a job position, department, level or bank from the employer page's add dialog, opened by
   * the Add button next to its select; the row created is then chosen. Without it (an employee
   * editing their own record) there are no Add buttons.
   */
  onAddOption?: AddOption;
  /**
   * Asks the server for the employees a name typed in a Line Manager field matches; the answer comes
   * back as `options.lineManagers`. Without it those fields filter the employees they were given.
   */
  onLineManagerSearch?: ((text: string) => void) | undefined;
};

/** The sections a panel offers, in the form's order. */
function offeredSections(
  mode: EmployeeFormPanelProps['mode'],
  canSeeHealth: boolean,
): readonly EmployeeFormSection[] {
  if (mode === 'own') return EMPLOYEE_SELF_EDITABLE_SECTIONS;
  return EMPLOYEE_FORM_SECTIONS.filter((section) => canSeeHealth || section !== 'health');
}

/** What a checked form sends: only the sections offered, so health never leaves unless it was shown. */
function submitOffered(props: EmployeeFormPanelProps, sections: readonly EmployeeFormSection[]) {
  return (values: EmployeeFormOutput) => {
    if (props.mode === 'own') {
      const { family, contact, directory } = values;
      return props.onSubmit({ family, contact, directory });
    }
    const { health, ...withoutHealth } = values;
    return props.onSubmit(sections.includes('health') ? { ...withoutHealth, health } : withoutHealth);
  };
}

const SUBTITLES = {
  create: 'Fill out the form below to place an employee',
  edit: 'Change the details below and save them',
  own: 'Change your family, contact and directory details below and save them',
} as const;

/**
 * §2.6 the full-screen Employee panel: one form in nine sections behind a bottom tab bar, a green
 * Save in the header. Each opening starts a new form from `defaultValues` on the quick entry tab.
 */
export function EmployeeFormPanel(props: EmployeeFormPanelProps) {
  // Counting openings while rendering (not in an effect) gives each one a fresh form at once, and
  // the closing panel keeps its form until it has gone.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.isOpen);
  if (props.isOpen !== wasOpen) {
    setWasOpen(props.isOpen);
    if (props.isOpen) setOpening(opening + 1);
  }
  return <EmployeeFormPanelContent key={opening} {...props} />;
}

function EmployeeFormPanelContent(props: EmployeeFormPanelProps) {
  const {
    isOpen,
    onClose,
    mode,
    defaultValues = EMPLOYEE_FORM_DEFAULTS,
    options,
    canSeeHealth,
    today,
    onAddOption,
    onLineManagerSearch,
  } = props;
  const formId = useId();
  // One array per mode, so the schema below is not remade on every render.
  const sections = useMemo(() => offeredSections(mode, canSeeHealth), [mode, canSeeHealth]);
  const schema = useMemo(() => {
    const full = createEmployeeFormSchema({ today: today ?? todayIn(getLocalTimeZone()).toString() });
    // Sections not offered are neither shown nor sent, so they are not checked either: an employee
    // is never held up by a field they cannot see.
    return sections.length === EMPLOYEE_FORM_SECTIONS.length ? full : onlySections(full, sections);
  }, [today, sections]);
  const form = useForm<EmployeeFormInput, unknown, EmployeeFormOutput>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    // Someone who may not see health never has its fields: they start, and stay, empty.
    defaultValues: sections.includes('health')
      ? defaultValues
      : { ...defaultValues, health: EMPLOYEE_FORM_DEFAULTS.health },
    // Fields of other tabs are not mounted, so the form moves to the right tab before focusing.
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const { setFocus } = form;
  const adding = useEmployeeFormAddOption(options, form.setValue, mode === 'own' ? undefined : onAddOption);
  const [section, setSection] = useState<EmployeeFormSection>(sections[0] ?? 'quickEntry');
  const [fieldToFocus, setFieldToFocus] = useState<{ field: EmployeeFormField } | null>(null);
  const [isConfirmingClose, setConfirmingClose] = useState(false);

  const { submit, bannerFeedback } = useEmployeeFormSubmit(form, submitOffered(props, sections), {
    sections,
    showField: (field) => {
      setSection(sectionOf(field));
      setFieldToFocus({ field });
    },
  });

  // Runs once the field's tab is on screen, so the field exists to take focus.
  useEffect(() => {
    if (fieldToFocus) setFocus(fieldToFocus.field);
  }, [fieldToFocus, setFocus]);

  const requestClose = () => {
    if (isDirty) setConfirmingClose(true);
    else onClose();
  };

  return (
    <>
      <FullScreenPanel
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) requestClose();
        }}
        title="Employee"
        subtitle={SUBTITLES[mode]}
        actions={
          <Button type="submit" form={formId} variant="submit" isPending={isSubmitting}>
            Save
          </Button>
        }
      >
        <Form id={formId} onSubmit={submit} className={styles.form}>
          {bannerFeedback ? (
            <div className={styles.feedback}>
              <Banner variant="danger" isUrgent>
                {bannerFeedback.message}
              </Banner>
            </div>
          ) : null}
          <BottomTabBar
            tabs={sectionTabs(sections)}
            aria-label="Employee form sections"
            selectedKey={section}
            onSelectionChange={(key) => setSection(key as EmployeeFormSection)}
            invalidKeys={sectionsWithErrors(errors)}
            className={styles.tabs}
          >
            <EmployeeSections
              control={form.control}
              options={adding.shownOptions}
              sections={sections}
              onAddOption={adding.requestAdd}
              onLineManagerSearch={onLineManagerSearch}
            />
          </BottomTabBar>
          {/* Always there, so the row an Add dialog created is announced once the dialog closes. */}
          <VisuallyHidden role="status">{adding.announcement}</VisuallyHidden>
        </Form>
      </FullScreenPanel>
      {/* Outside the panel's form: a submit inside the dialog must not reach the Employee form. */}
      {adding.dialog}
      <DiscardChangesDialog
        isOpen={isConfirmingClose}
        onKeepEditing={() => setConfirmingClose(false)}
        onDiscard={() => {
          setConfirmingClose(false);
          onClose();
        }}
      />
    </>
  );
}
