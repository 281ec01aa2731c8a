import { APPEAL_RESULTS, INCIDENT_CASE_LIMITS } from '@hr/domain';
import { ControlledField, FieldGroup, Radio, RadioGroup, TextField } from '@hr/ui';
import { type Control, useWatch } from 'react-hook-form';
import { DateField, RequiredSelect } from '../employees/employeeFormFields.tsx';
import { APPEAL_RESULT_LABELS, type SearchPeople } from './incidentCase.ts';
import type { MoveFormInput } from './incidentMoves.ts';
import type { IncidentDecision } from './incidentSetup.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

/** The fields of the moves' forms that several moves share: a hearing, a decision, an appeal's result. */

const { placeMaxLength, panelMax } = INCIDENT_CASE_LIMITS;

export function HearingFields({
  control,
  onSearchPeople,
}: {
  control: Control<MoveFormInput>;
  onSearchPeople: SearchPeople;
}) {
  return (
    <>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="date"
          render={(field) => <DateField {...field} label="Date" isRequired />}
        />
        <ControlledField
          control={control}
          name="place"
          render={(field) => <TextField {...field} label="Place" maxLength={placeMaxLength} isRequired />}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="panel"
        render={(field) => (
          <PeoplePicker
            {...field}
            label="Panel"
            description="Never the investigator, a subject, the reporter or a witness."
            onSearch={onSearchPeople}
            max={panelMax}
          />
        )}
      />
    </>
  );
}

/** The outcome, from the active decisions; From and To only for an outcome that has a period. */
export function DecisionFields({
  control,
  decisions,
  label = 'Outcome',
}: {
  control: Control<MoveFormInput>;
  decisions: readonly IncidentDecision[];
  label?: string;
}) {
  const outcomeId = useWatch({ control, name: 'outcomeId' });
  const hasPeriod = decisions.some((decision) => decision.id === outcomeId && decision.hasPeriod);
  const choices = decisions
    .filter((decision) => decision.isActive)
    .map((decision) => ({ id: decision.id, name: decision.description }));
  return (
    <>
      <ControlledField
        control={control}
        name="outcomeId"
        render={(field) => (
          <RequiredSelect {...field} label={label} placeholder="Choose the outcome" options={choices} />
        )}
      />
      {hasPeriod ? (
        <FieldGroup columns={2}>
          <ControlledField
            control={control}
            name="from"
            render={(field) => <DateField {...field} label="From" isRequired />}
          />
          <ControlledField
            control={control}
            name="to"
            render={(field) => <DateField {...field} label="To" isRequired />}
          />
        </FieldGroup>
      ) : null}
    </>
  );
}

/** The appeal panel's result; the decision that replaces the first one when it varies it. */
export function AppealResultFields({
  control,
  decisions,
}: {
  control: Control<MoveFormInput>;
  decisions: readonly IncidentDecision[];
}) {
  const result = useWatch({ control, name: 'result' });
  return (
    <>
      <ControlledField
        control={control}
        name="result"
        render={({ onChange, ...field }) => (
          <RadioGroup
            {...field}
            onChange={(chosen) => onChange(chosen as MoveFormInput['result'])}
            label="Result"
            orientation="horizontal"
            isRequired
          >
            {APPEAL_RESULTS.map((choice) => (
              <Radio key={choice} value={choice}>
                {APPEAL_RESULT_LABELS[choice]}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      {result === 'varied' ? (
        <DecisionFields control={control} decisions={decisions} label="Varied decision" />
      ) : null}
    </>
  );
}
