import {
  type EmployerInformationInput,
  type EmployerInformationValues,
  LARGEST_UPLOAD_MIB,
} from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { EmployerInformationForm } from './EmployerInformationForm.tsx';
import styles from './EmployerInformationScreen.module.css';

export interface EmployerInformationScreenProps {
  /** 'loading' until the saved information has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the information could not be loaded. */
  errorMessage?: string;
  /** Loads it again; without it the error offers no retry. */
  onRetry?: () => void;
  /** What was saved last; undefined for an employer that has saved nothing yet. */
  information?: EmployerInformationValues;
  /** Saves the whole form; feedback naming a field shows on it, any other above the form. */
  onSave: (values: EmployerInformationValues) => Promise<FormSubmitResult<keyof EmployerInformationValues>>;
  /** The language countries, currencies and months are named in. */
  locale?: string;
}

/** A new employer's form: nothing filled in but the usual fiscal year and pay period. */
const NEW_EMPLOYER: EmployerInformationInput = {
  legalName: '',
  registrationNumber: '',
  taxNumber: '',
  address: '',
  country: '',
  baseCurrency: '',
  logo: null,
  fiscalYearStartMonth: 1,
  defaultPayPeriod: 'Monthly',
  largestUploadMiB: LARGEST_UPLOAD_MIB.default,
};

/** The menu's Employer › Information: the employer's legal details, logo and payroll defaults. */
export function EmployerInformationScreen({
  status,
  errorMessage,
  onRetry,
  information,
  onSave,
  locale = 'en',
}: EmployerInformationScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={pageHeader.title}>Employer information</h1>
      {status === 'loading' ? (
        <PageLoading label="Loading employer information" />
      ) : status === 'error' ? (
        <LoadError
          title="The employer information could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <EmployerInformationForm information={information ?? NEW_EMPLOYER} onSave={onSave} locale={locale} />
      )}
    </div>
  );
}
