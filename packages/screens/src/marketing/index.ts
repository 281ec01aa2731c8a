export { CONTACT_SECTION_ID, ContactForm, type ContactFormProps } from './ContactForm.tsx';
export { LandingScreen, type LandingScreenProps } from './LandingScreen.tsx';
export { type MenuArea, type MenuAvailability, menuAvailability } from './menuAvailability.ts';
