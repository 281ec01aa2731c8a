export { type UserProfile, UserProfileScreen, type UserProfileScreenProps } from './UserProfileScreen.tsx';
