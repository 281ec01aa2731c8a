import {
  CHILDREN_MAX,
  CHILDREN_MIN,
  MARITAL_STATUSES,
  parseChildrenCount,
  QUICK_ENTRY_BANNER,
} from '@hr/domain';
import { Banner, ControlledField, FieldGroup, FormSection, Switch, TextField } from '@hr/ui';
import { useWatch } from 'react-hook-form';
import { ChoiceRadios, CountryField, DateField } from './employeeFormFields.tsx';
import type { EmployeeFormControl } from './employeeFormSections.ts';

export interface EmployeeFamilySectionProps {
  control: EmployeeFormControl;
}

const SPOUSE_TEXT_FIELDS = [
  { name: 'family.spouse.firstName', label: 'First Name' },
  { name: 'family.spouse.middleName', label: 'Middle Name' },
  { name: 'family.spouse.lastName', label: 'Last Name' },
] as const;

const SPOUSE_ID_FIELDS = [
  { name: 'family.spouse.nationalId', label: 'National ID' },
  { name: 'family.spouse.passport', label: 'Passport' },
  { name: 'family.spouse.ethnicity', label: 'Ethnicity' },
  { name: 'family.spouse.religion', label: 'Religion' },
] as const;

/** §2.6 Family: the spouse (only while Married, §4) and the number of children (§5). */
export function EmployeeFamilySection({ control }: EmployeeFamilySectionProps) {
  const isMarried = useWatch({ control, name: 'family.maritalStatus' }) === 'Married';
  const isDisabled = !isMarried;
  return (
    <FormSection title="Family">
      <Banner variant="info">{QUICK_ENTRY_BANNER}</Banner>
      <FormSection
        title="Spouse"
        headingLevel={3}
        description={
          isMarried ? undefined : 'The spouse’s details can be entered when the status is Married.'
        }
      >
        <ControlledField
          control={control}
          name="family.maritalStatus"
          render={(field) => <ChoiceRadios {...field} label="Marital Status" choices={MARITAL_STATUSES} />}
        />
        <ControlledField
          control={control}
          name="family.spouseWorking"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value} isDisabled={isDisabled}>
              Spouse working
            </Switch>
          )}
        />
        <FieldGroup columns={3}>
          {SPOUSE_TEXT_FIELDS.map(({ name, label }) => (
            <ControlledField
              key={name}
              control={control}
              name={name}
              render={(field) => (
                <TextField {...field} label={label} autoComplete="off" isDisabled={isDisabled} />
              )}
            />
          ))}
          <ControlledField
            control={control}
            name="family.spouse.birthDate"
            render={(field) => <DateField {...field} label="Birth Date" isDisabled={isDisabled} />}
          />
          <ControlledField
            control={control}
            name="family.spouse.nationality"
            render={(field) => <CountryField {...field} label="Nationality" isDisabled={isDisabled} />}
          />
          {SPOUSE_ID_FIELDS.map(({ name, label }) => (
            <ControlledField
              key={name}
              control={control}
              name={name}
              render={(field) => (
                <TextField {...field} label={label} autoComplete="off" isDisabled={isDisabled} />
              )}
            />
          ))}
        </FieldGroup>
      </FormSection>
      <FormSection title="Children" headingLevel={3}>
        <FieldGroup columns={3}>
          <ControlledField
            control={control}
            name="family.numberOfChildren"
            render={({ onBlur, onChange, value, ...field }) => (
              <TextField
                {...field}
                value={value}
                onChange={onChange}
                // §5: what was typed is read as a whole number from 0 to 30, and shown as read.
                onBlur={() => {
                  if (value.trim() !== '') onChange(String(parseChildrenCount(value)));
                  onBlur();
                }}
                label="Number of Children"
                placeholder={`${CHILDREN_MIN}-${CHILDREN_MAX}`}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          />
        </FieldGroup>
      </FormSection>
    </FormSection>
  );
}
