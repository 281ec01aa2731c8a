import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type BulkPlacementInput,
  type BulkPlacementValues,
  bulkPlacementSchema,
  PLACEMENT_KINDS,
  PLACEMENT_LIMITS,
} from '@hr/domain';
import { Banner, Button, ControlledField, Dialog, Select, TextField } from '@hr/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmployeeComboBox } from '../../employer/EmployeeComboBox.tsx';
import type { EmployeeChoice } from '../../employer/referenceData.ts';
import { type FormFeedback, type FormSubmitResult, RefusalBanner } from '../../forms/index.ts';
import { ChoiceSelect, DateField } from '../employeeFormFields.tsx';
import { PeopleChecklist } from '../PeopleChecklist.tsx';
import { BulkPlacementPreviewTable } from './BulkPlacementPreviewTable.tsx';
import styles from './Placement.module.css';
import type { BulkPlacementPreview } from './placementMoves.ts';
import type { PlacementOptions } from './RecordPlacementDialog.tsx';

export interface BulkPlacementDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The people who may be moved; the search filters them by name. */
  people: readonly EmployeeChoice[];
  options: PlacementOptions;
  /** The employees a typed name matches, for the new line manager. */
  lineManagers: readonly EmployeeChoice[];
  onLineManagerSearch?: (text: string) => void;
  /** Each person before → after, written nowhere; feedback when it could not be made. */
  onPreview: (values: BulkPlacementValues) => Promise<BulkPlacementPreview | FormFeedback>;
  /** Saves every move at once, or none; feedback shows above the preview. */
  onSave: (values: BulkPlacementValues) => Promise<FormSubmitResult>;
}

const KEEP = '__keep__';

function KeepOrChoose({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly EmployeeChoice[];
  value: string;
  onChange: (id: string) => void;
}) {
  const items = useMemo(() => [{ id: KEEP, name: 'Keep as is' }, ...options], [options]);
  return (
    <Select
      label={label}
      items={items}
      value={value === '' ? KEEP : value}
      onChange={(id) => onChange(id === KEEP || id === null ? '' : String(id))}
    />
  );
}

const REFERENCE_CHANGES = [
  ['departmentId', 'Department', 'departments'],
  ['jobPositionId', 'Job Position', 'jobPositions'],
  ['levelId', 'Level', 'levels'],
  ['branchId', 'Branch', 'branches'],
] as const;

/**
 * Bulk placement (issue 28): several people moved on one date. Step one chooses the people and the
 * changes (each kept as is unless chosen); Preview shows each person before → after with the problems
 * that stop them; Save records every move or none. Back returns to step one with everything kept.
 */
export function BulkPlacementDialog({
  isOpen,
  onOpenChange,
  people,
  options,
  lineManagers,
  onLineManagerSearch,
  onPreview,
  onSave,
}: BulkPlacementDialogProps) {
  const form = useForm<BulkPlacementInput, unknown, BulkPlacementValues>({
    resolver: valibotResolver(bulkPlacementSchema),
    mode: 'onTouched',
    defaultValues: {
      employeeIds: [],
      effectiveDate: '',
      kind: '',
      reason: '',
      changes: { departmentId: '', jobPositionId: '', levelId: '', branchId: '', lineManagerId: '' },
    },
  });
  // Kept here, so Back from the preview finds the list as it was left.
  const [search, setSearch] = useState('');
  const [preview, setPreview] = useState<{
    values: BulkPlacementValues;
    result: BulkPlacementPreview;
  } | null>(null);
  const [refusal, setRefusal] = useState<FormFeedback | null>(null);
  const [isPending, setPending] = useState(false);
  const chosen = form.watch('employeeIds');
  const changesError = form.formState.errors.changes?.root?.message ?? form.formState.errors.changes?.message;

  const askPreview = form.handleSubmit(async (values) => {
    setRefusal(null);
    setPending(true);
    const answer = await onPreview(values);
    setPending(false);
    if ('rows' in answer) setPreview({ values, result: answer });
    else setRefusal(answer);
  });

  const save = async (close: () => void) => {
    if (!preview) return;
    setRefusal(null);
    setPending(true);
    const feedback = await onSave(preview.values);
    setPending(false);
    if (feedback) setRefusal(feedback);
    else close();
  };

  if (preview) {
    const count = preview.result.rows.length;
    return (
      <Dialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title="Bulk placement"
        size="large"
        primaryActionLabel={`Save ${count} ${count === 1 ? 'placement' : 'placements'}`}
        primaryVariant="submit"
        isPrimaryDisabled={!preview.result.ready}
        isPrimaryPending={isPending}
        onPrimaryAction={(close) => void save(close)}
      >
        <RefusalBanner feedback={refusal} />
        {preview.result.ready ? null : (
          <Banner variant="danger">Some people cannot be moved: change the choice or leave them out.</Banner>
        )}
        <BulkPlacementPreviewTable preview={preview.result} />
        <div>
          <Button variant="secondary" onPress={() => setPreview(null)}>
            Back
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Bulk placement"
      size="large"
      primaryActionLabel="Preview"
      isPrimaryPending={isPending}
      onSubmit={(event) => void askPreview(event)}
    >
      <RefusalBanner feedback={refusal} />
      <ControlledField
        control={form.control}
        name="employeeIds"
        render={({ value, onChange, errorMessage, isInvalid }) => (
          <PeopleChecklist
            label="People"
            description={`${chosen.length} of ${PLACEMENT_LIMITS.bulkMaxPeople} at most chosen`}
            people={people}
            search={search}
            onSearchChange={setSearch}
            value={value}
            onChange={onChange}
            isInvalid={isInvalid}
            errorMessage={errorMessage}
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="effectiveDate"
        render={(field) => <DateField {...field} label="Effective date" isRequired />}
      />
      <ControlledField
        control={form.control}
        name="kind"
        render={(field) => <ChoiceSelect {...field} label="Move" choices={PLACEMENT_KINDS} isRequired />}
      />
      <div className={styles.changes}>
        {REFERENCE_CHANGES.map(([name, label, list]) => (
          <ControlledField
            key={name}
            control={form.control}
            name={`changes.${name}`}
            render={({ value, onChange }) => (
              <KeepOrChoose label={label} options={options[list]} value={value} onChange={onChange} />
            )}
          />
        ))}
        <ControlledField
          control={form.control}
          name="changes.lineManagerId"
          render={({ value, onChange }) => (
            <EmployeeComboBox
              label="Line Manager"
              placeholder="Keep as is"
              employees={lineManagers}
              {...(onLineManagerSearch ? { onSearch: onLineManagerSearch } : {})}
              value={value === '' ? null : value}
              onChange={(id) => onChange(id ?? '')}
            />
          )}
        />
      </div>
      {changesError ? (
        <p className={styles.problems} role="alert">
          {changesError}
        </p>
      ) : null}
      <ControlledField
        control={form.control}
        name="reason"
        render={(field) => (
          <TextField
            {...field}
            label="Reason"
            multiline
            rows={2}
            maxLength={PLACEMENT_LIMITS.reasonMaxLength}
          />
        )}
      />
    </Dialog>
  );
}
