import { LETTER_KINDS, LETTER_PLACEHOLDERS, letterTemplateProblem } from '@hr/domain';
import { sql } from 'kysely';
import { actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { LetterTemplate, SaveLetterTemplateRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { letterTemplate } from './letter-facts.ts';

/** The employer's letter templates (Request › Letter templates), whole-employer by their x-permission. */

export async function listLetterTemplates({ db }: ServiceDeps, caller: Caller) {
  const templates: LetterTemplate[] = [];
  for (const kind of LETTER_KINDS)
    templates.push({ kind, ...(await letterTemplate(db, caller.employerId, kind)) });
  return {
    templates,
    placeholders: LETTER_PLACEHOLDERS.map(({ name, description }) => ({ name, description })),
  };
}

/** save-letter-template: refused, naming the placeholder, when it names one that does not exist. */
export async function saveLetterTemplate(
  { db }: ServiceDeps,
  caller: Caller,
  { kind, body }: SaveLetterTemplateRequest,
): Promise<LetterTemplate> {
  const problem = letterTemplateProblem(body);
  if (problem) throw new Refusal(400, problem, { field: 'body' });
  return db.transaction().execute(async (trx) => {
    const before = await letterTemplate(trx, caller.employerId, kind);
    await trx
      .insertInto('letter_templates')
      .values({ employer_id: caller.employerId, kind, body, updated_by: caller.userId })
      .onConflict((conflict) =>
        conflict
          .columns(['employer_id', 'kind'])
          .doUpdateSet({ body, updated_by: caller.userId, updated_at: sql`now()` }),
      )
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'saveLetterTemplate',
      area: 'employer',
      recordType: 'letter-template',
      before: { kind, body: before.body, custom: before.custom },
      after: { kind, body, custom: true },
    });
    return { kind, body, custom: true };
  });
}
