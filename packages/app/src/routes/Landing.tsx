// The app's route at / and /landing: the marketing page, as the page of its own shows it (landingPage.tsx).
export { MarketingPage as Component } from '../landing/MarketingPage.tsx';
