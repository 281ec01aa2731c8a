import { Banner, Button, Dialog, Icon, Radio, RadioGroup } from '@hr/ui';
import { useState } from 'react';
import {
  describeBrackets,
  describeTemplateSide,
  type PayrollTemplateView,
  type StartFromTemplateProps,
} from './payrollTemplate.ts';
import styles from './StartFromTemplate.module.css';

type Phase =
  | { kind: 'choose'; refusal: string | null }
  | { kind: 'applying' }
  | { kind: 'applied'; name: string };

/**
 * "Start from a template": the administrator picks a country, sees every row it will create (the
 * tables and contributions, each with its source and the date it is in force from, and what the
 * engine cannot express), and confirms; the rows are then the employer's own, edited as any other.
 * A refusal (a code already used, another payroll currency) shows in the dialog and creates nothing.
 */
export function StartFromTemplate({ templates, onApply, defaultCountry }: StartFromTemplateProps) {
  const [isOpen, setOpen] = useState(defaultCountry !== undefined);
  const [country, setCountry] = useState<string | null>(defaultCountry ?? null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose', refusal: null });
  const chosen = templates.find((template) => template.country === country);

  const open = () => {
    setPhase({ kind: 'choose', refusal: null });
    setOpen(true);
  };
  const apply = async () => {
    if (!chosen || phase.kind === 'applying') return;
    setPhase({ kind: 'applying' });
    const refusal = await onApply(chosen);
    setPhase(refusal ? { kind: 'choose', refusal: refusal.message } : { kind: 'applied', name: chosen.name });
  };

  return (
    <>
      <Button variant="secondary" onPress={open} isDisabled={templates.length === 0}>
        <Icon name="add" /> Start from a template
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        size="large"
        title="Start from a template"
        {...(phase.kind === 'applied'
          ? { cancelLabel: 'Close' }
          : {
              primaryActionLabel: chosen ? `Create the ${chosen.name} rows` : 'Create the rows',
              isPrimaryDisabled: !chosen,
              isPrimaryPending: phase.kind === 'applying',
              onPrimaryAction: () => void apply(),
              cancelLabel: 'Cancel',
            })}
      >
        {phase.kind === 'applied' ? (
          <Banner variant="success" title={`The ${phase.name} rows were created.`}>
            They are your own rows now, on Statutory Taxes and Statutory Contribution, each with its source
            beside it. Assign the contributions to employees on their Salary section.
          </Banner>
        ) : (
          <>
            <RadioGroup
              label="Country"
              description="Its statutory tables and contributions, as the law and the authority publish them."
              value={country}
              onChange={setCountry}
              isReadOnly={phase.kind === 'applying'}
            >
              {templates.map((template) => (
                <Radio key={template.country} value={template.country}>
                  {template.name} ({template.currency})
                </Radio>
              ))}
            </RadioGroup>
            <p role="status" className={styles.status}>
              {phase.kind === 'applying' ? `Creating the ${chosen?.name ?? ''} rows…` : ''}
            </p>
            {phase.kind === 'choose' && phase.refusal ? (
              <Banner variant="danger" isUrgent title="Nothing was created.">
                {phase.refusal}
              </Banner>
            ) : null}
            {chosen ? <TemplatePreview template={chosen} /> : null}
          </>
        )}
      </Dialog>
    </>
  );
}

/** What the template will create, row by row, with each row's source and effective date. */
function TemplatePreview({ template }: { template: PayrollTemplateView }) {
  return (
    <section aria-label={`What the ${template.name} template creates`} className={styles.templatePreview}>
      <p>
        In force together from {template.effectiveFrom}; amounts in {template.currency}. A pay run whose
        period ends before a row’s date leaves the row out.
      </p>
      <table className={styles.templateTable}>
        <caption className={styles.sectionTitle}>Statutory Taxes</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Table</th>
            <th scope="col">From</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {template.taxes.map((tax) => (
            <tr key={tax.code}>
              <th scope="row">{tax.code}</th>
              <td>
                {tax.description}, {tax.type}, {tax.basis}
                {tax.reliefPerMonth ? `, relief ${tax.reliefPerMonth} a month` : ''}:{' '}
                {describeBrackets(tax.brackets)}
              </td>
              <td className={styles.nowrap}>{tax.effectiveFrom}</td>
              <td>{tax.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.templateTable}>
        <caption className={styles.sectionTitle}>Statutory Contribution</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Employee</th>
            <th scope="col">Employer</th>
            <th scope="col">From</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {template.contributions.map((contribution) => (
            <tr key={contribution.code}>
              <th scope="row">{contribution.code}</th>
              <td>
                {describeTemplateSide(contribution.employee)}
                {contribution.employee.type !== 'Not Applicable' && contribution.employeeBeforeTax
                  ? ', before tax'
                  : ''}
              </td>
              <td>{describeTemplateSide(contribution.employer)}</td>
              <td className={styles.nowrap}>{contribution.effectiveFrom}</td>
              <td>{contribution.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {template.notes.length > 0 ? (
        <>
          <h3 className={styles.sectionTitle}>What the pay engine cannot express</h3>
          <ul>
            {template.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
