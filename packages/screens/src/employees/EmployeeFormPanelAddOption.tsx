import type { EmployeeFormInput } from '@hr/domain';
import { useMemo, useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { bankDialog } from '../employer/BanksScreen.tsx';
import { departmentDialog } from '../employer/DepartmentsScreen.tsx';
import { jobPositionDialog } from '../employer/JobPositionsScreen.tsx';
import { levelDialog } from '../employer/LevelsScreen.tsx';
import { ReferenceItemDialog } from '../employer/ReferenceItemDialog.tsx';
import type { FormSubmitResult } from '../forms/index.ts';
import {
  type AddableOptionKind,
  type AddOption,
  type AddOptionRequest,
  type EmployeeFormField,
  type EmployeeFormOption,
  type EmployeeFormOptions,
  type ExtraOptions,
  type RequestAddOption,
  withExtraOptions,
} from './employeeFormSections.ts';

/** The add dialog on screen: a fresh one per opening (`session` is its key), for `kind`. */
interface AddDialogState {
  session: number;
  isOpen: boolean;
  kind: AddableOptionKind;
  /** The field that chooses the row once it is added. */
  field: EmployeeFormField;
}

/**
 * The Employee form's Add buttons: which dialog is open, and the rows added from it. A row added is
 * offered by its select at once and chosen (the form becomes dirty), and kept until `options`
 * lists it too. Without `onAddOption` there is nothing to add with, so `requestAdd` is undefined.
 */
export function useEmployeeFormAddOption(
  options: EmployeeFormOptions,
  setValue: UseFormSetValue<EmployeeFormInput>,
  onAddOption: AddOption | undefined,
) {
  const [dialog, setDialog] = useState<AddDialogState | null>(null);
  const [added, setAdded] = useState<ExtraOptions>({});
  const [announcement, setAnnouncement] = useState('');
  const shownOptions = useMemo(() => withExtraOptions(options, added), [options, added]);

  const requestAdd: RequestAddOption | undefined = onAddOption
    ? (kind, field) => {
        setAnnouncement('');
        setDialog((current) => ({ session: (current?.session ?? 0) + 1, isOpen: true, kind, field }));
      }
    : undefined;

  const save = async (...request: AddOptionRequest): Promise<FormSubmitResult> => {
    if (!onAddOption || !dialog) return;
    const result = await onAddOption(...request);
    if (!('id' in result)) return result;
    const [kind] = request;
    setAdded((current) => ({ ...current, [kind]: [...(current[kind] ?? []), result] }));
    setValue(dialog.field, result.id, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setAnnouncement(`${result.name} added and chosen.`);
  };

  const close = () => setDialog((current) => current && { ...current, isOpen: false });

  const dialogElement = dialog ? (
    <EmployeeAddOptionDialog
      key={dialog.session}
      kind={dialog.kind}
      isOpen={dialog.isOpen}
      employees={shownOptions.lineManagers}
      onSave={save}
      onClose={close}
    />
  ) : null;

  return { shownOptions, requestAdd, dialog: dialogElement, announcement };
}

interface EmployeeAddOptionDialogProps {
  kind: AddableOptionKind;
  isOpen: boolean;
  /** The employees a department's head is chosen from. */
  employees: readonly EmployeeFormOption[];
  onSave: (...request: AddOptionRequest) => Promise<FormSubmitResult>;
  onClose: () => void;
}

/** The employer page's own add dialog of `kind` (the same words, fields and checks), adding only. */
function EmployeeAddOptionDialog({ kind, isOpen, employees, onSave, onClose }: EmployeeAddOptionDialogProps) {
  const common = {
    isOpen,
    employees,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
    onDone: onClose,
  };
  switch (kind) {
    case 'jobPositions':
      return (
        <ReferenceItemDialog {...jobPositionDialog} {...common} onSave={(values) => onSave(kind, values)} />
      );
    case 'departments':
      return (
        <ReferenceItemDialog {...departmentDialog} {...common} onSave={(values) => onSave(kind, values)} />
      );
    case 'levels':
      return <ReferenceItemDialog {...levelDialog} {...common} onSave={(values) => onSave(kind, values)} />;
    case 'banks':
      return <ReferenceItemDialog {...bankDialog} {...common} onSave={(values) => onSave(kind, values)} />;
  }
}
