import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  createEmployeeFormSchema,
  EMPLOYEE_FORM_DEFAULTS,
  type EmployeeFormInput,
  type EmployeeFormOutput,
  type EmployeeFormSection,
  type EmployeeFormValues,
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
import type { EmployeeSalaryItems } from './EmployeeSalarySection.tsx';
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

export interface EmployeeFormPanelProps {
  isOpen: boolean;
  /** Called to close the panel: at once when nothing changed, after "Discard" otherwise. */
  onClose: () => void;
  mode: 'create' | 'edit';
  /** The form's starting values (edit: the employee's, see toEmployeeFormInput); read when the panel opens. */
  defaultValues?: EmployeeFormInput;
  /** The employer's reference rows for the selects, from the server. */
  options: EmployeeFormOptions;
  /** Administrators only: without it the Health tab is not shown and health is not submitted. */
  canSeeHealth: boolean;
  /**
   * Saves the employee. Feedback naming a field by its dotted path (a 409 on 'quickEntry.employeeNo'
   * or 'quickEntry.email') shows on that field, with its section in view; other feedback shows above.
   */
  onSubmit: (values: EmployeeFormValues) => Promise<FormSubmitResult<EmployeeFormField>>;
  /** The employee's pay items, listed in the salary groups. */
  salaryItems?: EmployeeSalaryItems;
  /** The calendar day ('YYYY-MM-DD') no date of birth may pass; the user's today by default. */
  today?: string;
  /**
   * Creates a job position, department, level or bank from the employer page's add dialog, opened by
   * the Add button next to its select; the row created is then chosen. Without it (an employee
   * editing their own record) there are no Add buttons.
   */
  onAddOption?: AddOption;
}

const NO_SALARY_ITEMS: EmployeeSalaryItems = {
  earnings: [],
  deductions: [],
  bonuses: [],
  statutoryContributions: [],
};

const SUBTITLES = {
  create: 'Fill out the form below to place an employee',
  edit: 'Change the details below and save them',
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

function EmployeeFormPanelContent({
  isOpen,
  onClose,
  mode,
  defaultValues = EMPLOYEE_FORM_DEFAULTS,
  options,
  canSeeHealth,
  onSubmit,
  salaryItems = NO_SALARY_ITEMS,
  today,
  onAddOption,
}: EmployeeFormPanelProps) {
  const formId = useId();
  const schema = useMemo(
    () => createEmployeeFormSchema({ today: today ?? todayIn(getLocalTimeZone()).toString() }),
    [today],
  );
  const form = useForm<EmployeeFormInput, unknown, EmployeeFormOutput>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    // Someone who may not see health never has its fields checked: they start, and stay, empty.
    defaultValues: canSeeHealth ? defaultValues : { ...defaultValues, health: EMPLOYEE_FORM_DEFAULTS.health },
    // Fields of other tabs are not mounted, so the form moves to the right tab before focusing.
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const { setFocus } = form;
  const adding = useEmployeeFormAddOption(options, form.setValue, onAddOption);
  const [section, setSection] = useState<EmployeeFormSection>('quickEntry');
  const [fieldToFocus, setFieldToFocus] = useState<{ field: EmployeeFormField } | null>(null);
  const [areSalaryItemsExpanded, setSalaryItemsExpanded] = useState(true);
  const [isConfirmingClose, setConfirmingClose] = useState(false);

  const { submit, bannerFeedback } = useEmployeeFormSubmit(form, onSubmit, {
    canSeeHealth,
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
            tabs={sectionTabs(canSeeHealth)}
            aria-label="Employee form sections"
            selectedKey={section}
            onSelectionChange={(key) => setSection(key as EmployeeFormSection)}
            invalidKeys={sectionsWithErrors(errors)}
            className={styles.tabs}
          >
            <EmployeeSections
              control={form.control}
              options={adding.shownOptions}
              canSeeHealth={canSeeHealth}
              salaryItems={salaryItems}
              areSalaryItemsExpanded={areSalaryItemsExpanded}
              onSalaryItemsExpandedChange={setSalaryItemsExpanded}
              onAddOption={adding.requestAdd}
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
