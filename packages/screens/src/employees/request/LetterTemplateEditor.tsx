import {
  fillLetter,
  LETTER_KINDS,
  LETTER_PLACEHOLDERS,
  LETTER_TEMPLATE_MAX,
  type LetterFacts,
  type LetterKind,
  letterTemplateProblem,
} from '@hr/domain';
import { Button, FormattedText, FormattedTextField, Select, useFormatDay } from '@hr/ui';
import { useId, useState } from 'react';
import styles from './RequestScreen.module.css';
import type { RequestRefusal } from './requests.ts';

export interface LetterTemplate {
  kind: LetterKind;
  body: string;
  custom: boolean;
}

export interface LetterTemplateEditorProps {
  templates: LetterTemplate[];
  onSave: (kind: LetterKind, body: string) => Promise<RequestRefusal | null>;
}

/**
 * What the preview fills a template with: a person nobody is, so no one's data is shown. Its days are
 * printed by `day`, the employer's format, as the server prints them into the letter.
 */
export function sampleLetterFacts(day: (isoDay: string) => string): LetterFacts {
  return {
    'employee.fullName': 'Ama Mensah',
    'employee.jobPosition': 'Analyst',
    'employee.department': 'Finance',
    'employee.startDate': day('2021-01-04'),
    'employee.salary': 'GHS 4,250.00',
    'employer.name': 'Your organisation',
    today: day('2026-12-02'),
  };
}

const kindOptions = LETTER_KINDS.map((kind) => ({ id: kind, name: kind }));

/**
 * The employer's letter templates: choose the letter, edit its formatted text, read the placeholders
 * it may use and a preview filled with sample facts. A placeholder that does not exist is refused
 * here, named, as the server refuses it.
 */
export function LetterTemplateEditor({ templates, onSave }: LetterTemplateEditorProps) {
  const headingId = useId();
  const day = useFormatDay();
  const [kind, setKind] = useState<LetterKind>(LETTER_KINDS[0]);
  const [drafts, setDrafts] = useState<Partial<Record<LetterKind, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [pending, setPending] = useState(false);
  const stored = templates.find((template) => template.kind === kind);
  const body = drafts[kind] ?? stored?.body ?? '';

  async function save() {
    const problem = letterTemplateProblem(body);
    setSaved('');
    if (problem) {
      setError(problem);
      return;
    }
    setPending(true);
    const refused = await onSave(kind, body);
    setPending(false);
    setError(refused?.message ?? null);
    if (!refused) setSaved(`${kind} template saved.`);
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Letter templates</h2>
      <div className={styles.fields}>
        <Select
          label="Letter"
          items={kindOptions}
          value={kind}
          onChange={(id) => {
            setKind(id as LetterKind);
            setError(null);
            setSaved('');
          }}
        />
        <FormattedTextField
          label={`${kind} template`}
          description={stored?.custom ? 'Your template.' : 'The default template, until you save your own.'}
          value={body}
          onChange={(value) => {
            setDrafts((current) => ({ ...current, [kind]: value }));
            setError(null);
          }}
          maxLength={LETTER_TEMPLATE_MAX}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          rows={10}
        />
        <div>
          <h3>Placeholders</h3>
          <ul className={styles.placeholders}>
            {LETTER_PLACEHOLDERS.map(({ name, description }) => (
              <li key={name}>
                <code>{`{${name}}`}</code>: {description}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Preview</h3>
          <div className={styles.preview}>
            <FormattedText source={fillLetter(body, sampleLetterFacts(day))} />
          </div>
        </div>
        <p role="status">{saved}</p>
        <div>
          <Button onPress={save} isPending={pending}>
            Save template
          </Button>
        </div>
      </div>
    </section>
  );
}
