import { Card, FormattedText, useFormatDay } from '@hr/ui';
import { RecordDetailList } from '../employees/RecordDetails.tsx';
import { AttachmentLinks } from '../files/AttachmentLinks.tsx';
import type { StoredFile } from '../files/StoredFile.ts';
import {
  APPEAL_RESULT_LABELS,
  type CaseHearingView,
  CLOSURE_LABELS,
  type IncidentCaseDetail,
  type PersonRef,
  personLabel,
} from './incidentCase.ts';

const names = (people: readonly PersonRef[]) => people.map(personLabel).join(', ') || null;

export interface IncidentCaseSectionsProps {
  incident: IncidentCaseDetail;
  onDownloadFile: (file: StoredFile) => void;
}

/**
 * The parts of a case the reader may see, one section each; a part the server left out (null) has
 * no section at all, so nobody learns from an empty heading that there is something hidden.
 */
export function IncidentCaseSections({ incident, onDownloadFile }: IncidentCaseSectionsProps) {
  const day = useFormatDay();
  const period = (from: string | null, to: string | null) =>
    from && to ? `${day(from)} – ${day(to)}` : null;
  const hearing = (title: string, seen: CaseHearingView) => (
    <Card title={title}>
      <RecordDetailList
        details={[
          { label: 'Date', value: day(seen.date) },
          { label: 'Place', value: seen.place },
          { label: 'Panel', value: names(seen.panel) },
        ]}
      />
    </Card>
  );
  const { decision } = incident;

  return (
    <>
      {incident.category && incident.type ? (
        <Card title="The incident">
          <RecordDetailList
            details={[
              { label: 'Category', value: incident.category.description },
              { label: 'Incident Type', value: incident.type.description },
              { label: 'Rule', value: incident.type.rule ?? 'N/A' },
              { label: 'From – To', value: period(incident.occurredFrom, incident.occurredTo) },
              { label: 'Reported on', value: incident.reportedOn && day(incident.reportedOn) },
            ]}
          />
        </Card>
      ) : null}
      {incident.summary !== null || incident.story !== null ? (
        <Card title="What is alleged">
          {incident.summary ? <p>{incident.summary}</p> : null}
          {incident.story ? <FormattedText source={incident.story} /> : null}
        </Card>
      ) : null}
      {incident.files ? (
        <Card title="Evidence">
          <AttachmentLinks
            files={incident.files}
            onDownload={onDownloadFile}
            aria-label="Files of the case"
          />
        </Card>
      ) : null}
      {incident.subjects || incident.witnesses || incident.reporter ? (
        <Card title="People">
          <RecordDetailList
            details={[
              ...(incident.subjects
                ? [
                    { label: 'Subjects', value: names(incident.subjects) },
                    {
                      label: 'Investigator',
                      value: incident.investigator && personLabel(incident.investigator),
                    },
                  ]
                : []),
              ...(incident.witnesses ? [{ label: 'Witnesses', value: names(incident.witnesses) }] : []),
              ...(incident.reporter
                ? [
                    {
                      label: 'Reported by',
                      value:
                        incident.reporter.kind === 'anonymous'
                          ? 'Anonymous'
                          : incident.reporter.person
                            ? personLabel(incident.reporter.person)
                            : 'An administrator',
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      ) : null}
      {incident.explanation ? (
        <Card title="Explanation">
          <RecordDetailList
            details={[
              { label: 'Explain By', value: day(incident.explanation.explainBy) },
              {
                label: 'Received on',
                value: incident.explanation.receivedOn && day(incident.explanation.receivedOn),
              },
            ]}
          />
          {incident.explanation.text ? <p>{incident.explanation.text}</p> : null}
          {incident.explanation.files.length > 0 ? (
            <AttachmentLinks
              files={incident.explanation.files}
              onDownload={onDownloadFile}
              aria-label="Files of the explanation"
            />
          ) : null}
        </Card>
      ) : null}
      {incident.hearing ? hearing('Hearing', incident.hearing) : null}
      {incident.appealHearing ? hearing('Appeal hearing', incident.appealHearing) : null}
      {decision ? (
        <Card title="Decision">
          <RecordDetailList
            details={[
              {
                label: 'Outcome',
                value: decision.outcome?.description ?? CLOSURE_LABELS['no-case-to-answer'],
              },
              { label: 'From – To', value: period(decision.from, decision.to) },
              { label: 'Decided on', value: decision.decidedOn && day(decision.decidedOn) },
              { label: 'Appeal By', value: decision.appealBy && day(decision.appealBy) },
              { label: 'Reasons', value: decision.reasons },
              ...(decision.dismissalReasons
                ? [{ label: 'Why dismissed', value: decision.dismissalReasons }]
                : []),
            ]}
          />
          {decision.appeal ? (
            <RecordDetailList
              title="Appeal"
              details={[
                { label: 'Grounds', value: decision.appeal.grounds },
                { label: 'Lodged on', value: day(decision.appeal.lodgedOn) },
                {
                  label: 'Result',
                  value: decision.appeal.result && APPEAL_RESULT_LABELS[decision.appeal.result],
                },
                { label: 'Reasons', value: decision.appeal.reasons },
                {
                  label: 'Varied decision',
                  value:
                    decision.appeal.variedDecision &&
                    [
                      decision.appeal.variedDecision.outcome.description,
                      period(decision.appeal.variedDecision.from, decision.appeal.variedDecision.to),
                    ]
                      .filter(Boolean)
                      .join(', '),
                },
              ]}
            />
          ) : null}
        </Card>
      ) : null}
      {!decision && incident.outcome ? (
        <Card title="Outcome">
          <p>
            {incident.outcome.outcome?.description ??
              (incident.outcome.closure ? CLOSURE_LABELS[incident.outcome.closure] : 'Not decided yet')}
          </p>
        </Card>
      ) : null}
      {incident.remarks !== null ? (
        <Card title="Management">
          <RecordDetailList details={[{ label: 'Remarks', value: incident.remarks }]} />
        </Card>
      ) : null}
    </>
  );
}
