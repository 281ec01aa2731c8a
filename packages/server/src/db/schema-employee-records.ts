import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

/* Education, Experience and Training (migration 0028, issue 28 item 3): see employees/records/. */

interface VerifiedColumns {
  verified_by: OptionalOnInsert<string | null>;
  verified_at: OptionalOnInsert<Date | null>;
  created_at: CreatedAt;
  created_by: string | null;
}

export interface EducationEntriesTable extends VerifiedColumns {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  institution: string;
  qualification: string;
  field_of_study: string | null;
  start_date: string | null;
  end_date: string | null;
  grade: string | null;
}

export interface ExperienceEntriesTable extends VerifiedColumns {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  employer_name: string;
  job_title: string;
  start_date: string | null;
  end_date: string | null;
  reason_for_leaving: string | null;
  referee_name: string | null;
  referee_contact: string | null;
}

/** `cost` is numeric, read as text. */
export interface TrainingCoursesTable {
  id: Generated<string>;
  employer_id: string;
  title: string;
  provider: string | null;
  start_date: string;
  end_date: string | null;
  cost: string | null;
  currency: string | null;
  created_at: CreatedAt;
  created_by: string | null;
}

export interface TrainingAttendeesTable {
  id: Generated<string>;
  employer_id: string;
  training_id: string;
  employee_id: string;
  completed: ColumnType<boolean, boolean | undefined, boolean>;
  completed_on: string | null;
  certificate_expiry_date: string | null;
}
