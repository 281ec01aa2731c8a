import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  INCIDENT_DECISION_DEFAULTS,
  INCIDENT_DECISION_KIND_LABELS,
  INCIDENT_DECISION_KINDS,
  type IncidentDecisionInput,
  IncidentDecisionSchema,
  type IncidentDecisionValues,
  kindAffectsPay,
  kindNeedsPeriod,
} from '@hr/domain';
import { ControlledField, FieldGroup, Select, Switch, TextField } from '@hr/ui';
import { useForm, useWatch } from 'react-hook-form';
import styles from './IncidentDecisionDialog.module.css';
import { IncidentSetupDialog, type IncidentSetupDialogContext } from './IncidentSetupList.tsx';
import type { IncidentDecision, IncidentDecisionField } from './incidentSetup.ts';

export type IncidentDecisionDialogProps = IncidentSetupDialogContext<
  IncidentDecision,
  IncidentDecisionValues,
  IncidentDecisionField
>;

const FIELDS: readonly IncidentDecisionField[] = [
  'code',
  'description',
  'kind',
  'hasPeriod',
  'warningLiveMonths',
];

const KIND_CHOICES = INCIDENT_DECISION_KINDS.map((kind) => ({
  id: kind,
  name: INCIDENT_DECISION_KIND_LABELS[kind],
}));

/** The form of an existing decision: its live months as the text they are typed as. */
function toInput({ id: _id, affectsPay: _affectsPay, warningLiveMonths, ...rest }: IncidentDecision) {
  return { ...rest, warningLiveMonths: warningLiveMonths === null ? '' : String(warningLiveMonths) };
}

/**
 * Adds or edits a decision: Code, Description, Active, its kind (chosen once: pay, sign-in and the
 * employee's record follow it, so editing shows it without changing it), whether it has a period (a
 * suspension always has) and, for a warning, how many months it stays live.
 */
export function IncidentDecisionDialog(props: IncidentDecisionDialogProps) {
  const { item } = props;
  const form = useForm<IncidentDecisionInput, unknown, IncidentDecisionValues>({
    resolver: valibotResolver(IncidentDecisionSchema),
    mode: 'onTouched',
    defaultValues: item ? toInput(item) : INCIDENT_DECISION_DEFAULTS,
  });
  const { control, setValue } = form;
  const kind = useWatch({ control, name: 'kind' });

  return (
    <IncidentSetupDialog
      {...props}
      form={form}
      one="incident decision"
      short="decision"
      addTitle="Add Decision"
      fields={FIELDS}
    >
      <FieldGroup columns={2}>
        {item ? (
          <TextField
            label="Kind"
            value={INCIDENT_DECISION_KIND_LABELS[item.kind]}
            description="Fixed: pay, sign-in and the employee’s record follow it. Add a decision for another kind."
            isReadOnly
          />
        ) : (
          <ControlledField
            control={control}
            name="kind"
            render={({ value, onChange, ...field }) => (
              <Select
                {...field}
                label="Kind"
                description="What the decision does; it cannot change once saved."
                items={KIND_CHOICES}
                value={value}
                onChange={(chosen) => {
                  const next = chosen as IncidentDecisionValues['kind'];
                  onChange(next);
                  if (kindNeedsPeriod(next)) setValue('hasPeriod', true);
                }}
                isRequired
              />
            )}
          />
        )}
        {kind === 'warning' ? (
          <ControlledField
            control={control}
            name="warningLiveMonths"
            render={({ value, ...field }) => (
              <TextField
                {...field}
                value={value === null ? '' : String(value)}
                label="Live months"
                description="How long the warning stays on the employee’s record."
                inputMode="numeric"
                autoComplete="off"
                isRequired
              />
            )}
          />
        ) : null}
      </FieldGroup>
      <ControlledField
        control={control}
        name="hasPeriod"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value} isDisabled={kindNeedsPeriod(kind)}>
            Has a period (From and To dates)
          </Switch>
        )}
      />
      <p className={styles.note}>
        {kindAffectsPay(kind)
          ? 'Affects pay: its days are taken out of the pay run and explained on the payslip.'
          : 'Does not affect pay.'}
      </p>
    </IncidentSetupDialog>
  );
}
