import {
  describeNoticeRule,
  LEAVE_POLICY_NOTE,
  LEAVE_RULE_0_TEXT,
  LEAVE_TYPE_LABELS,
  type LeaveTypeInput,
  type LeaveTypeValues,
  readRuleNumber,
} from '@hr/domain';
import { ControlledField, Switch, TextField } from '@hr/ui';
import { useId } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import styles from './leaveForms.module.css';

type LeaveTypeControl = Control<LeaveTypeInput, unknown, LeaveTypeValues>;

export interface LeaveTypeRulesProps {
  control: LeaveTypeControl;
  /** Forgets the messages of a rule's numbers when the rule is switched off: they no longer apply. */
  onRuleDisabled: (index: 1 | 2) => void;
}

/** What an enabled notice rule says, once both its numbers read. */
function ruleSummary(
  rule: LeaveTypeInput['rules'][number],
  noticeDayCount: LeaveTypeInput['noticeDayCount'],
) {
  const minDays = readRuleNumber(rule.minDays);
  const advanceWorkdays = readRuleNumber(rule.advanceWorkdays);
  if (minDays === null || advanceWorkdays === null) return undefined;
  return describeNoticeRule({ minDays, advanceWorkdays }, noticeDayCount);
}

/**
 * The Rules list (§2.8): rule 0, "For ALL leaves, apply ANYTIME.", has no inputs; rules 1 and 2
 * each have "days or more" and "workdays in advance", disabled while the rule is off. The numbers
 * are typed as text, read as integers by the schema (§5), and checked only on an enabled rule.
 */
export function LeaveTypeRules({ control, onRuleDisabled }: LeaveTypeRulesProps) {
  const headingId = useId();
  const [rules, noticeDayCount] = useWatch({ control, name: ['rules', 'noticeDayCount'] });
  return (
    <div className={styles.rules}>
      <h4 id={headingId} className={styles.rulesTitle}>
        {LEAVE_TYPE_LABELS.rules}
      </h4>
      <ol className={styles.ruleList} aria-labelledby={headingId}>
        <li className={styles.rule}>
          <ControlledField
            control={control}
            name="rules.0.isEnabled"
            render={({ value, ...field }) => (
              <Switch {...field} isSelected={value} description={LEAVE_RULE_0_TEXT}>
                Rule 0
              </Switch>
            )}
          />
        </li>
        {([1, 2] as const).map((index) => {
          const isEnabled = rules[index].isEnabled;
          return (
            <li key={index} className={styles.rule}>
              <ControlledField
                control={control}
                name={`rules.${index}.isEnabled`}
                render={({ value, onChange, ...field }) => (
                  <Switch
                    {...field}
                    isSelected={value}
                    onChange={(enabled) => {
                      onChange(enabled);
                      if (!enabled) onRuleDisabled(index);
                    }}
                    description={isEnabled ? ruleSummary(rules[index], noticeDayCount) : undefined}
                  >
                    {`Rule ${index}`}
                  </Switch>
                )}
              />
              <fieldset aria-label={`Rule ${index}`} className={styles.ruleNumbers}>
                {(['minDays', 'advanceWorkdays'] as const).map((part) => (
                  <ControlledField
                    key={part}
                    control={control}
                    name={`rules.${index}.${part}`}
                    render={({ value, ...field }) => (
                      <TextField
                        {...field}
                        value={String(value)}
                        label={LEAVE_TYPE_LABELS[part]}
                        inputMode="numeric"
                        autoComplete="off"
                        isDisabled={!isEnabled}
                        isRequired={isEnabled}
                      />
                    )}
                  />
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className={styles.note}>{LEAVE_POLICY_NOTE}</p>
    </div>
  );
}
