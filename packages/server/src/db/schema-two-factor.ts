import type { Generated } from 'kysely';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

export interface TwoFactorCredentialsTable {
  user_id: string;
  secret_encrypted: string;
  confirmed_at: OptionalOnInsert<Date | null>;
  last_used_step: OptionalOnInsert<number | null>;
  created_at: CreatedAt;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: OptionalOnInsert<Date | null>;
}

export interface TwoFactorChallengesTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  user_agent: string | null;
  client_address: string | null;
  created_at: CreatedAt;
}
