import { JOB_STATUSES, PLACEMENT_TYPES } from '@hr/domain';
import { ControlledField, FieldGroup, FormSection } from '@hr/ui';
import {
  addOptionProps,
  ChoiceSelect,
  DateField,
  EmployeeOptionField,
  OptionSelect,
} from './employeeFormFields.tsx';
import type { EmployeeFormControl, EmployeeFormOptions, RequestAddOption } from './employeeFormSections.ts';

export interface EmployeePersonalSectionProps {
  control: EmployeeFormControl;
  options: Omit<EmployeeFormOptions, 'banks'>;
  /** Gives the placement's job position, department and level selects an Add button. */
  onAddOption?: RequestAddOption;
  /** Asks for the employees a typed name matches; `options.lineManagers` answers. */
  onLineManagerSearch?: ((text: string) => void) | undefined;
}

/** §2.6 Personal: the dates of joining and probation, the placement and the employment terms. */
export function EmployeePersonalSection({
  control,
  options,
  onAddOption,
  onLineManagerSearch,
}: EmployeePersonalSectionProps) {
  return (
    <FormSection title="Personal">
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="personal.dateJoined"
          render={(field) => <DateField {...field} label="Date Joined" />}
        />
        <ControlledField
          control={control}
          name="personal.endOfProbation"
          render={(field) => <DateField {...field} label="End of Probation" />}
        />
      </FieldGroup>
      <FormSection title="Placement" headingLevel={3}>
        <FieldGroup columns={3}>
          <ControlledField
            control={control}
            name="personal.placement.effectiveDate"
            render={(field) => <DateField {...field} label="Effective Date" />}
          />
          <ControlledField
            control={control}
            name="personal.placement.jobPositionId"
            render={(field) => (
              <OptionSelect
                {...field}
                label="Job Position"
                options={options.jobPositions}
                {...addOptionProps(onAddOption, 'jobPositions', 'personal.placement.jobPositionId')}
              />
            )}
          />
          <ControlledField
            control={control}
            name="personal.placement.lineManagerId"
            render={(field) => (
              <EmployeeOptionField
                {...field}
                label="Line Manager"
                options={options.lineManagers}
                onSearch={onLineManagerSearch}
              />
            )}
          />
          <ControlledField
            control={control}
            name="personal.placement.departmentId"
            render={(field) => (
              <OptionSelect
                {...field}
                label="Department"
                options={options.departments}
                {...addOptionProps(onAddOption, 'departments', 'personal.placement.departmentId')}
              />
            )}
          />
          <ControlledField
            control={control}
            name="personal.placement.levelId"
            render={(field) => (
              <OptionSelect
                {...field}
                label="Level"
                options={options.levels}
                {...addOptionProps(onAddOption, 'levels', 'personal.placement.levelId')}
              />
            )}
          />
        </FieldGroup>
      </FormSection>
      <FormSection title="Employment terms" headingLevel={3}>
        <FieldGroup columns={3}>
          <ControlledField
            control={control}
            name="personal.employmentTerms.effectiveDate"
            render={(field) => <DateField {...field} label="Effective Date" />}
          />
          <ControlledField
            control={control}
            name="personal.employmentTerms.placementType"
            render={(field) => <ChoiceSelect {...field} label="Placement Type" choices={PLACEMENT_TYPES} />}
          />
          <ControlledField
            control={control}
            name="personal.employmentTerms.jobStatus"
            render={(field) => <ChoiceSelect {...field} label="Job Status" choices={JOB_STATUSES} />}
          />
          <ControlledField
            control={control}
            name="personal.employmentTerms.leaveWorkflowId"
            render={(field) => (
              <OptionSelect {...field} label="Leave Workflow" options={options.leaveWorkflows} />
            )}
          />
          <ControlledField
            control={control}
            name="personal.employmentTerms.workDayId"
            render={(field) => <OptionSelect {...field} label="WorkDay" options={options.workDays} />}
          />
          <ControlledField
            control={control}
            name="personal.employmentTerms.holidayId"
            render={(field) => <OptionSelect {...field} label="Holiday" options={options.holidays} />}
          />
        </FieldGroup>
      </FormSection>
    </FormSection>
  );
}
