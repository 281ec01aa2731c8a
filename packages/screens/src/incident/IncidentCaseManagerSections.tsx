import { FormSection, TextField, useFormatDay } from '@hr/ui';
import type { ReactNode } from 'react';
import { CLOSURE_LABELS, type IncidentCaseDetail, personLabel } from './incidentCase.ts';

export interface IncidentCaseManagerSectionsProps {
  incident: IncidentCaseDetail;
  /** The Management section's Remarks field, which the dialog's form owns. */
  remarks: ReactNode;
}

/**
 * What §2.10's dialog shows a manager of an existing case below the report: the Investigation (its
 * status derived from the state, read-only), the Decision as recorded (moves happen on the case page)
 * and the Management Remarks.
 */
export function IncidentCaseManagerSections({ incident, remarks }: IncidentCaseManagerSectionsProps) {
  const day = useFormatDay();
  const { decision } = incident;
  return (
    <>
      <FormSection title="Investigation" headingLevel={3}>
        <TextField label="Investigation Status" value={incident.investigationStatus} isReadOnly />
        {incident.investigator ? (
          <TextField label="Investigator" value={personLabel(incident.investigator)} isReadOnly />
        ) : null}
        {incident.explanation ? (
          <TextField label="Explain By" value={day(incident.explanation.explainBy)} isReadOnly />
        ) : null}
      </FormSection>
      <FormSection
        title="Decision"
        headingLevel={3}
        description="The decision is recorded by the hearing panel on the case page."
      >
        <TextField
          label="Decision"
          value={decision ? (decision.outcome?.description ?? CLOSURE_LABELS['no-case-to-answer']) : 'Open'}
          isReadOnly
        />
        {decision?.from && decision.to ? (
          <TextField label="From – To" value={`${day(decision.from)} – ${day(decision.to)}`} isReadOnly />
        ) : null}
      </FormSection>
      <FormSection title="Management" headingLevel={3}>
        {remarks}
      </FormSection>
    </>
  );
}
