export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen.tsx';
export type { SignUpInvitation } from './InvitedSignUpForm.tsx';
export { PublicLayout, type PublicLayoutProps } from './PublicLayout.tsx';
export { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen.tsx';
export { SignInDialog, type SignInDialogProps } from './SignInDialog.tsx';
export { SignInScreen, type SignInScreenProps } from './SignInScreen.tsx';
export { SignUpScreen, type SignUpScreenProps } from './SignUpScreen.tsx';
export {
  type SecondFactorValues,
  TwoFactorSignInScreen,
  type TwoFactorSignInScreenProps,
} from './TwoFactorSignInScreen.tsx';
