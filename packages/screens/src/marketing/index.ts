export { LandingScreen, type LandingScreenProps } from './LandingScreen.tsx';
export { type MenuArea, type MenuAvailability, menuAvailability } from './menuAvailability.ts';
