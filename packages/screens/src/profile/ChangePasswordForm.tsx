import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ChangePasswordInput, ChangePasswordSchema, type ChangePasswordValues } from '@hr/domain';
import { Banner, Button, ControlledField, Form, PasswordField } from '@hr/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import styles from './UserProfileScreen.module.css';

export interface ChangePasswordFormProps {
  /** Changes the password; answers with feedback when it did not work. */
  onChangePassword: (values: ChangePasswordValues) => Promise<FormSubmitResult<keyof ChangePasswordValues>>;
}

const emptyForm: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Current, new and confirmed password; after a change the fields empty and a message says so. */
export function ChangePasswordForm({ onChangePassword }: ChangePasswordFormProps) {
  const [isChanged, setChanged] = useState(false);
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: valibotResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    (values) => {
      setChanged(false);
      return onChangePassword(values);
    },
    {
      fields: ['currentPassword', 'newPassword'],
      onSuccess: () => {
        // Passwords are not left in the page once they have done their job.
        form.reset(emptyForm);
        setChanged(true);
      },
    },
  );
  const { control } = form;

  return (
    <Form onSubmit={submit}>
      {isChanged ? <Banner variant="success">Your password has been changed.</Banner> : null}
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <ControlledField
        control={control}
        name="currentPassword"
        render={(field) => (
          <PasswordField {...field} label="Current Password" autoComplete="current-password" isRequired />
        )}
      />
      <ControlledField
        control={control}
        name="newPassword"
        render={(field) => (
          <PasswordField
            {...field}
            label="New Password"
            description="At least 8 characters."
            autoComplete="new-password"
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="confirmNewPassword"
        render={(field) => (
          <PasswordField {...field} label="Confirm New Password" autoComplete="new-password" isRequired />
        )}
      />
      <div>
        <Button type="submit" isPending={isSubmitting} className={styles.submit}>
          Change password
        </Button>
      </div>
    </Form>
  );
}
