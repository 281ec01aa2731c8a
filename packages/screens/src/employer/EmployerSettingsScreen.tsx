import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  BROWSER_LOCALE,
  DATE_FORMATS,
  type DateFormat,
  EmployerSettingsSchema,
  type EmployerSettingsValues,
  FIRST_DAY_LABELS,
  FIRST_DAYS_OF_WEEK,
  formatDay,
  SETTINGS_LIMITS,
  SETTINGS_LOCALES,
  timeZones,
} from '@hr/domain';
import { ComboBox, ControlledField, FieldGroup, FormSection, NumberField, Select, Switch } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type FormSubmitResult, SaveForm } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import styles from './EmployerInformationScreen.module.css';
import { currencyOptions } from './employerOptions.ts';

export interface EmployerSettingsScreenProps {
  /** 'loading' until the saved settings have come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  settings?: EmployerSettingsValues;
  /** Saves the whole form; feedback naming a field shows on it, any other above the form. */
  onSave: (values: EmployerSettingsValues) => Promise<FormSubmitResult<keyof EmployerSettingsValues>>;
  /** The language currencies and locales are named in. */
  locale?: string;
}

const FIELDS = [
  'timeZone',
  'locale',
  'dateFormat',
  'firstDayOfWeek',
  'defaultCurrency',
  'passwordMinLength',
  'refuseBreachedPasswords',
  'sessionLifetimeMinutes',
  'idleTimeoutMinutes',
  'twoFactorRequiredForAdmins',
  'suspensionBlocksSignIn',
] as const satisfies readonly (keyof EmployerSettingsValues)[];

// A day whose parts all differ, so each format's example shows which part goes where.
const EXAMPLE_DAY = '2026-03-05';
const whole = { useGrouping: false, maximumFractionDigits: 0 } as const;

/** The menu's Employer › Setting: how days are counted and printed, and the password and session rules. */
export function EmployerSettingsScreen({
  status,
  errorMessage,
  onRetry,
  settings,
  onSave,
  locale = 'en',
}: EmployerSettingsScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={pageHeader.title}>Settings</h1>
      {status === 'loading' ? (
        <PageLoading label="Loading settings" />
      ) : status === 'error' || !settings ? (
        <LoadError title="The settings could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <EmployerSettingsForm settings={settings} onSave={onSave} locale={locale} />
      )}
    </div>
  );
}

function EmployerSettingsForm({
  settings,
  onSave,
  locale,
}: Required<Pick<EmployerSettingsScreenProps, 'settings' | 'onSave' | 'locale'>>) {
  const zones = useMemo(() => timeZones().map((zone) => ({ id: zone, name: zone.replaceAll('_', ' ') })), []);
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const locales = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    return SETTINGS_LOCALES.map((tag) => ({
      id: tag,
      name: tag === BROWSER_LOCALE ? 'Each person’s browser' : `${names.of(tag) ?? tag} (${tag})`,
    }));
  }, [locale]);
  const form = useForm<EmployerSettingsValues, unknown, EmployerSettingsValues>({
    resolver: valibotResolver(EmployerSettingsSchema),
    mode: 'onTouched',
    defaultValues: settings,
  });
  const { control } = form;
  const pick = <T extends string>(list: readonly T[], key: unknown) => list.find((item) => item === key);

  return (
    <SaveForm form={form} onSave={onSave} fields={FIELDS} savedMessage="Settings saved.">
      <FormSection title="Region" description="How the employer's days are counted and shown to everyone.">
        <ControlledField
          control={control}
          name="timeZone"
          render={({ value, onChange, ...field }) => (
            <ComboBox
              {...field}
              label="Time zone"
              description="Decides when a new day starts for leave, placements and reminders."
              items={zones}
              value={value}
              onChange={(zone) => onChange(typeof zone === 'string' ? zone : '')}
              allowsCustomValue={false}
              isRequired
            />
          )}
        />
        <FieldGroup columns={3}>
          <ControlledField
            control={control}
            name="locale"
            render={({ onChange, ...field }) => (
              <Select
                {...field}
                label="Locale"
                items={locales}
                onChange={(key) => {
                  const chosen = pick(SETTINGS_LOCALES, key);
                  if (chosen) onChange(chosen);
                }}
                isRequired
              />
            )}
          />
          <ControlledField
            control={control}
            name="dateFormat"
            render={({ onChange, ...field }) => (
              <Select
                {...field}
                label="Date format"
                items={DATE_FORMATS.map((format: DateFormat) => ({
                  id: format,
                  name: `${format} (${formatDay(EXAMPLE_DAY, format)})`,
                }))}
                onChange={(key) => {
                  const chosen = pick(DATE_FORMATS, key);
                  if (chosen) onChange(chosen);
                }}
                isRequired
              />
            )}
          />
          <ControlledField
            control={control}
            name="firstDayOfWeek"
            render={({ onChange, ...field }) => (
              <Select
                {...field}
                label="First day of the week"
                items={FIRST_DAYS_OF_WEEK.map((day) => ({ id: day, name: FIRST_DAY_LABELS[day] }))}
                onChange={(key) => {
                  const chosen = pick(FIRST_DAYS_OF_WEEK, key);
                  if (chosen) onChange(chosen);
                }}
                isRequired
              />
            )}
          />
        </FieldGroup>
        <ControlledField
          control={control}
          name="defaultCurrency"
          render={({ value, onChange, ...field }) => (
            <Select
              {...field}
              label="Default currency"
              description="The base currency of Employer › Information, which payroll starts from."
              items={currencies}
              value={value}
              onChange={(code) => onChange(typeof code === 'string' ? code : null)}
              placeholder="Choose a currency"
            />
          )}
        />
      </FormSection>
      <FormSection title="Passwords" description="Applies to the next password anyone sets.">
        <ControlledField
          control={control}
          name="passwordMinLength"
          render={(field) => (
            <NumberField
              {...field}
              label="Minimum length"
              description={`From ${SETTINGS_LIMITS.passwordMinLengthFloor} to ${SETTINGS_LIMITS.passwordMinLengthCeiling} characters.`}
              minValue={SETTINGS_LIMITS.passwordMinLengthFloor}
              maxValue={SETTINGS_LIMITS.passwordMinLengthCeiling}
              step={1}
              formatOptions={whole}
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="refuseBreachedPasswords"
          render={({ value, ...field }) => (
            <Switch
              {...field}
              isSelected={value}
              description="Checked against a list of common breached passwords kept on the server."
            >
              Refuse breached passwords
            </Switch>
          )}
        />
      </FormSection>
      <FormSection title="Sessions" description="How long someone stays signed in.">
        <FieldGroup columns={2}>
          <ControlledField
            control={control}
            name="sessionLifetimeMinutes"
            render={(field) => (
              <NumberField
                {...field}
                label="Session lifetime (minutes)"
                description="From sign-in, however active: 60 (an hour) to 129,600 (90 days)."
                minValue={SETTINGS_LIMITS.sessionLifetimeMinMinutes}
                maxValue={SETTINGS_LIMITS.sessionLifetimeMaxMinutes}
                step={1}
                formatOptions={whole}
                isRequired
              />
            )}
          />
          <ControlledField
            control={control}
            name="idleTimeoutMinutes"
            render={(field) => (
              <NumberField
                {...field}
                label="Idle timeout (minutes)"
                description="Unused this long, a session ends: 15 minutes up to the session lifetime."
                minValue={SETTINGS_LIMITS.idleTimeoutMinMinutes}
                maxValue={SETTINGS_LIMITS.sessionLifetimeMaxMinutes}
                step={1}
                formatOptions={whole}
                isRequired
              />
            )}
          />
        </FieldGroup>
      </FormSection>
      <FormSection title="Two-factor sign-in">
        <ControlledField
          control={control}
          name="twoFactorRequiredForAdmins"
          render={({ value, ...field }) => (
            <Switch
              {...field}
              isSelected={value}
              description="Administrators then sign in with a code from an authenticator app as well as their password; those not yet enrolled are asked to enrol at their next sign-in."
            >
              Require two-factor sign-in for administrators
            </Switch>
          )}
        />
      </FormSection>
      <FormSection title="Suspensions">
        <ControlledField
          control={control}
          name="suspensionBlocksSignIn"
          render={({ value, ...field }) => (
            <Switch
              {...field}
              isSelected={value}
              description="An employee suspended by an incident decision cannot sign in from the suspension's first day to its last; incident managers can still act on the case for them, an appeal included."
            >
              Block sign-in during a suspension
            </Switch>
          )}
        />
      </FormSection>
    </SaveForm>
  );
}
