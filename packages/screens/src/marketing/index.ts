export { LandingScreen, type LandingScreenProps } from './LandingScreen.tsx';
