import '@hr/ui/theme.css';
import { applyStoredColorMode } from '@hr/ui';
import { isSignInPath } from './paths.ts';

applyStoredColorMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into.');

// A visit that starts on the sign-in page loads only that page: no router, no signed-in shell. Once
// signed in it goes on to the whole app by an ordinary page load. Every other visit loads the app.
if (isSignInPath(window.location.pathname)) {
  void import('./signInPage.tsx').then(({ renderSignInPage }) => renderSignInPage(container));
} else {
  void import('./app.tsx').then(({ renderApp }) => renderApp(container));
}
