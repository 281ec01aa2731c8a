import { valibotResolver } from '@hookform/resolvers/valibot';
import { type PermissionGrid, ROLE_LIMITS, type RoleFormValues, roleFormSchema } from '@hr/domain';
import { Button, ControlledField, Form, TextField } from '@hr/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { type FormSubmitResult, RefusalBanner, useFormFeedback } from '../forms/index.ts';
import { PermissionGridTable } from './PermissionGridTable.tsx';
import styles from './Roles.module.css';

/** What the editor starts from: a custom role's values, an example's, or nothing (a new role). */
export interface RoleFormInput {
  name: string;
  description: string;
  grid: PermissionGrid;
}

const FIELDS = ['name', 'description', 'grid'] as const;

export interface RoleEditorProps {
  /** Names the grid's table: "Permissions of Payroll Officer", "Permissions of the new role". */
  gridCaption: string;
  defaultValues: RoleFormInput;
  /** Saves the role; feedback on name, description or grid shows there, any other above the form. */
  onSave: (values: RoleFormValues) => Promise<FormSubmitResult>;
  /** Called once saved, with the name it was saved under. */
  onSaved: (name: string) => void;
  onCancel: () => void;
  /** Beside Save: Delete, View as. */
  actions?: ReactNode;
}

/**
 * A custom role's name, description and grid, checked against the same schema the server holds (a
 * name, at least one permission, employer-wide areas at the whole employer only).
 */
export function RoleEditor({
  gridCaption,
  defaultValues,
  onSave,
  onSaved,
  onCancel,
  actions,
}: RoleEditorProps) {
  const form = useForm<RoleFormInput, unknown, RoleFormValues>({
    resolver: valibotResolver(roleFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { control } = form;
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSave, {
    fields: FIELDS,
    onSuccess: () => onSaved(form.getValues('name').trim()),
  });

  return (
    <Form onSubmit={submit} className={styles.editor}>
      <RefusalBanner feedback={bannerFeedback} />
      <ControlledField
        control={control}
        name="name"
        render={(field) => <TextField {...field} label="Name" maxLength={ROLE_LIMITS.name} isRequired />}
      />
      <ControlledField
        control={control}
        name="description"
        render={(field) => (
          <TextField
            {...field}
            label="Description"
            description="What the role is for, so whoever assigns it knows."
            maxLength={ROLE_LIMITS.description}
            multiline
            rows={2}
          />
        )}
      />
      <ControlledField
        control={control}
        name="grid"
        render={({ value, onChange, ref, errorMessage }) => (
          <div ref={ref} className={styles.gridField}>
            <PermissionGridTable
              caption={gridCaption}
              grid={value}
              onChange={(grid) => onChange(grid)}
              isDisabled={isSubmitting}
            />
            {errorMessage ? (
              <p className={styles.gridError} role="alert">
                {errorMessage}
              </p>
            ) : null}
          </div>
        )}
      />
      <div className={styles.editorActions}>
        <Button type="submit" variant="submit" isPending={isSubmitting}>
          Save role
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
          Cancel
        </Button>
        {actions}
      </div>
    </Form>
  );
}
