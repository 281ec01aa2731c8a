export { EMAIL_NOTICES_SAVED, EmailNotices, type EmailNoticesProps } from './EmailNotices.tsx';
export { type UserProfile, UserProfileScreen, type UserProfileScreenProps } from './UserProfileScreen.tsx';
