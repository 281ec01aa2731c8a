export { EMAIL_NOTICES_SAVED, EmailNotices, type EmailNoticesProps } from './EmailNotices.tsx';
export { NAME_SAVED, NameAndPhoto, type NameAndPhotoProps } from './NameAndPhoto.tsx';
export {
  type TwoFactorProof,
  type TwoFactorSecret,
  TwoFactorSetup,
  type TwoFactorSetupProps,
} from './TwoFactorSetup.tsx';
export { type UserProfile, UserProfileScreen, type UserProfileScreenProps } from './UserProfileScreen.tsx';
