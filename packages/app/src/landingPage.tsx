import { StrictMode, useEffect } from 'react';
import { MarketingPage } from './landing/MarketingPage.tsx';
import { LANDING_PAGE_TITLES } from './paths.ts';
import { PRODUCT_NAME } from './product.ts';
import { startPublicPage } from './publicPage.ts';
import { restoreTypedFields } from './typedBeforeScript.ts';

type LandingPath = keyof typeof LANDING_PAGE_TITLES;

/** The title at / and at /landing, as the app's route table gives it. */
export function landingPageTitle(pathname: LandingPath): string {
  return `${LANDING_PAGE_TITLES[pathname]} · ${PRODUCT_NAME}`;
}

/**
 * The marketing page (§2.11) as a page of its own, for a visit that starts on it, as the sign-in page
 * is (signInPage.tsx): the page the app's route shows at / once the app is running, without the router
 * or anything of the signed-in app, so a first visit downloads and runs only what it shows (issue 33:
 * about 0.3 s less first paint in Lighthouse's mobile simulation than starting the app; its chunks are
 * grouped in vite.config.ts). Its links go on by ordinary page loads: "Sign in" to the sign-in page of its own,
 * "Create your account" to the app.
 */
function LandingPage() {
  // The page is the script's now: what was typed into its HTML before is put back (typedBeforeScript.ts).
  useEffect(restoreTypedFields, []);
  return <MarketingPage />;
}

/** The page's whole tree; the build prerenders exactly this (src/prerender.tsx). */
export function LandingPageTree() {
  return (
    <StrictMode>
      <LandingPage />
    </StrictMode>
  );
}

/**
 * Hydrates the prerendered page at `pathname` (main.tsx has checked it is one of the page's), or renders
 * it into an empty container (the dev server's index.html).
 */
export function renderLandingPage(container: HTMLElement, pathname: LandingPath): void {
  document.title = landingPageTitle(pathname);
  startPublicPage(container, <LandingPageTree />);
}
