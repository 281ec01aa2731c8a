import '@hr/ui/theme.css';
import { applyStoredColorMode } from '@hr/ui';
import { isLandingPath, isSignInPath } from './paths.ts';

applyStoredColorMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into.');

// A visit that starts on the sign-in page or the marketing page loads only that page: no router, no
// signed-in shell. Signing in, or following a link, goes on to the whole app by an ordinary page load.
// Every other visit loads the app.
const { pathname } = window.location;
if (isSignInPath(pathname)) {
  void import('./signInPage.tsx').then(({ renderSignInPage }) => renderSignInPage(container));
} else if (isLandingPath(pathname)) {
  void import('./landingPage.tsx').then(({ renderLandingPage }) => renderLandingPage(container, pathname));
} else {
  void import('./app.tsx').then(({ renderApp }) => renderApp(container));
}
