import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';

/** §8: the sign-up's answer when the e-mail already has an account. */
export const EMAIL_TAKEN = 'Email already exists. Please try again with another email.';

/** 409 when an account already has the address, whatever its case. */
export async function refuseTakenEmail({ db }: ServiceDeps, email: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    // lower() on both sides, as in the unique index: JavaScript and the database fold case differently.
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
  if (taken) throw new Refusal(409, EMAIL_TAKEN, { field: 'email' });
}
