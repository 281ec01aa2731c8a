import { PasswordField, type PasswordFieldProps, TextField, type TextFieldProps } from '@hr/ui';

type FixedProps = 'label' | 'type' | 'autoComplete';

/**
 * The two credentials, labelled as on the sign-in screen (§2.3) and shared by the sign-in screen and
 * the sign-in-again dialog. The autocomplete tokens let password managers fill both.
 */
export function UsernameField(props: Omit<TextFieldProps, FixedProps>) {
  return <TextField {...props} label="Username" type="email" autoComplete="username" isRequired />;
}

export function SignInPasswordField(props: Omit<PasswordFieldProps, FixedProps>) {
  return <PasswordField {...props} label="Enter Password" autoComplete="current-password" isRequired />;
}
