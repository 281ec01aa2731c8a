import { valibotResolver } from '@hookform/resolvers/valibot';
import { claimTotal, EXPENSE_CLAIM_TITLE_MAX } from '@hr/domain';
import { Button, ControlledField, Icon, TextField } from '@hr/ui';
import { useId, useMemo, useRef } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { UploadResult } from '../files/StoredFile.ts';
import { type FormSubmitResult, RefusalBanner, useFormFeedback } from '../forms/index.ts';
import { LoadStates } from '../layout/LoadStates.tsx';
import { ExpenseLineFields } from './ExpenseLineFields.tsx';
import styles from './Expenses.module.css';
import {
  EXPENSE_LINE_FIELDS,
  type ExpenseClaimInput,
  type ExpenseClaimValues,
  type ExpenseLineInput,
  expenseClaimEditorSchema,
  formFieldOf,
  newLine,
} from './expenseClaimForm.ts';
import type {
  ExchangeRateEntry,
  ExpenseCategoryChoice,
  ExpenseClaim,
  ExpenseClaimLine,
  MileageRateChoice,
} from './expenseClaims.ts';
import { useExpenseFormat } from './expenseFormat.ts';
import { linePreview, type PayrollMoney } from './expenseLinePreview.ts';

export interface ExpenseClaimEditorProps {
  /** 'loading' until the draft (and the set-up it is typed against) has come; a new claim is 'ready' at once. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The draft to edit; null for a new claim. */
  claim: ExpenseClaim | null;
  /** The payroll currency and the employer's rounding rule: every line is worked out in it. */
  money: PayrollMoney;
  /** The employer's today (ISO): a new line's date. */
  today: string;
  /** The active categories. */
  categories: readonly ExpenseCategoryChoice[];
  /** The active mileage rates. */
  mileageRates: readonly MileageRateChoice[];
  /** The employer's exchange-rate table: a foreign line's rate is prefilled from it. */
  exchangeRates: readonly ExchangeRateEntry[];
  /** Stores one receipt; it belongs to its line once the claim is saved. */
  onUpload: (file: File) => Promise<UploadResult>;
  /** Saves the draft (save-expense-claim's body); a refusal naming `lines[1].amount` shows on that field. */
  onSave: (values: ExpenseClaimValues) => Promise<FormSubmitResult>;
  /** Saves and submits it for approval; a refusal (a limit, a receipt required) shows on the line's field it names. */
  onSubmit: (values: ExpenseClaimValues) => Promise<FormSubmitResult>;
  onCancel: () => void;
}

function lineInputOf(line: ExpenseClaimLine): ExpenseLineInput {
  return {
    id: line.id,
    date: line.date,
    categoryId: line.category.id,
    description: line.description,
    kind: line.kind,
    amount: line.kind === 'amount' ? line.amount : '',
    currency: line.currency,
    exchangeRate: line.exchangeRate ?? '',
    rateSource: line.rateSource,
    distanceKm: line.distanceKm ?? '',
    mileageRateId: '',
    receipts: line.receipts.map(({ id, name, mediaType, size }) => ({ id, name, mediaType, size })),
  };
}

/**
 * A claim's editor (Expense Claims › My Claims): its title and lines, each an amount in a currency
 * or a mileage, its receipts, and the total in the payroll currency. "Save draft" keeps it to finish
 * later; "Submit" sends it for approval. A refusal from the server shows on the field it names, on
 * its line, and nothing typed is lost.
 */
export function ExpenseClaimEditor({
  status,
  errorMessage,
  onRetry,
  claim,
  ...props
}: ExpenseClaimEditorProps) {
  return (
    <LoadStates
      status={status}
      errorTitle="The expense claim could not be loaded."
      errorMessage={errorMessage}
      onRetry={onRetry}
      loadingLabel="Loading the expense claim"
    >
      <ClaimForm key={claim?.id ?? 'new'} claim={claim} {...props} />
    </LoadStates>
  );
}

type ClaimFormProps = Omit<ExpenseClaimEditorProps, 'status' | 'errorMessage' | 'onRetry'>;

function ClaimForm({
  claim,
  money,
  today,
  categories,
  mileageRates,
  exchangeRates,
  onUpload,
  onSave,
  onSubmit,
  onCancel,
}: ClaimFormProps) {
  const titleId = useId();
  const format = useExpenseFormat();
  const schema = useMemo(() => expenseClaimEditorSchema(money.currency), [money.currency]);
  const form = useForm<ExpenseClaimInput, unknown, ExpenseClaimValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    // Every problem at once: the resolver otherwise stops a line's pipe at its first issue, so the
    // amount's check would show only on a second Submit.
    criteriaMode: 'all',
    defaultValues: {
      title: claim?.title ?? '',
      lines: claim
        ? claim.lines.map((line) => ({
            ...lineInputOf(line),
            mileageRateId: mileageRates.find((rate) => rate.vehicleType === line.vehicleType)?.id ?? '',
          }))
        : [newLine(today, money.currency)],
    },
  });
  const { control } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const watchedLines = useWatch({ control, name: 'lines' });
  // Which button sent the form: the same values either stay a draft or go for approval.
  const action = useRef<'save' | 'submit'>('save');
  const fields = useMemo(
    () =>
      [
        'title',
        ...lines.fields.flatMap((_line, index) =>
          EXPENSE_LINE_FIELDS.map((field) => `lines.${index}.${field}`),
        ),
      ] as FieldPath<ExpenseClaimInput>[],
    [lines.fields],
  );
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    async (values) => {
      const feedback = await (action.current === 'save' ? onSave : onSubmit)(values);
      if (!feedback) return;
      const field = formFieldOf(feedback.field);
      return field ? { ...feedback, field } : { message: feedback.message };
    },
    { fields },
  );
  const send = (chosen: 'save' | 'submit') => {
    action.current = chosen;
    void submit();
  };

  const total = useMemo(() => {
    const amounts = watchedLines.map((line) => {
      try {
        return linePreview(line, money, mileageRates);
      } catch {
        return null;
      }
    });
    const complete = amounts.filter((amount) => amount !== null);
    return {
      amount: claimTotal(complete, money.digits).toFixed(money.digits),
      incomplete: amounts.length - complete.length,
    };
  }, [watchedLines, money, mileageRates]);

  return (
    <form
      className={styles.section}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send('save');
      }}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {claim ? `${claim.number} ${claim.title}` : 'New expense claim'}
      </h2>
      <RefusalBanner feedback={bannerFeedback} />
      <ControlledField
        control={control}
        name="title"
        render={(field) => (
          <TextField
            {...field}
            label="Title"
            description="What the claim is for, as the approver sees it: “Lagos supplier audit”."
            maxLength={EXPENSE_CLAIM_TITLE_MAX}
            isRequired
          />
        )}
      />
      <ol className={styles.lines} aria-label="Lines">
        {lines.fields.map((line, index) => (
          <ExpenseLineFields
            key={line.id}
            control={control}
            setValue={form.setValue}
            index={index}
            money={money}
            categories={categories}
            mileageRates={mileageRates}
            exchangeRates={exchangeRates}
            format={format}
            onUpload={onUpload}
            {...(lines.fields.length > 1 ? { onRemove: () => lines.remove(index) } : {})}
          />
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => lines.append(newLine(today, money.currency))}>
          <Icon name="add" />
          Add a line
        </Button>
      </div>
      <p className={styles.total} aria-live="polite">
        Total: {format.money(total.amount, money.currency)}
        {total.incomplete > 0
          ? ` (${total.incomplete} ${total.incomplete === 1 ? 'line' : 'lines'} not complete yet)`
          : null}
      </p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          onPress={() => send('submit')}
          isPending={isSubmitting && action.current === 'submit'}
        >
          Submit
        </Button>
        <Button
          variant="secondary"
          onPress={() => send('save')}
          isPending={isSubmitting && action.current === 'save'}
        >
          Save draft
        </Button>
        <Button variant="quiet" onPress={onCancel} isDisabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
