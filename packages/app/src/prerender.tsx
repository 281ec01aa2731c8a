import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { LandingPageTree, landingPageTitle } from './landingPage.tsx';
import { isLandingPath, isSignInPath, paths } from './paths.ts';
import { PRODUCT_NAME } from './product.ts';
import type { RouteHandle } from './routeHandle.ts';
import { routeTable } from './routes.ts';
import { SIGN_IN_PAGE_TITLE, SignInPageTree } from './signInPage.tsx';
import { appStore } from './store.ts';

/**
 * The build's prerendering entry (vite.config.ts: prerender.ts runs it after the client build). It
 * renders the public pages as a signed-out first visit sees them, from the same trees main.tsx hydrates:
 * the sign-in page and the marketing page alone at their addresses, the app's router at the others.
 */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.landing,
  paths.signIn,
  paths.signInAlias,
  paths.signUp,
  paths.signUpAlias,
] as const;

/**
 * The source modules whose chunks a page runs at load, for its style sheets and modulepreload links in
 * the HTML; the build fails if one is not in the client's manifest.
 */
const ROUTER_PAGE_MODULES: Record<string, string[]> = {
  [paths.signUp]: ['src/routes/PublicLayout.tsx', 'src/routes/SignUp.tsx'],
  [paths.signUpAlias]: ['src/routes/PublicLayout.tsx', 'src/routes/SignUp.tsx'],
};

export interface PrerenderedPage {
  title: string;
  /** What goes inside #root. */
  html: string;
  /** Source modules (src/…) and chunk groups of vite.config.ts by name, whose modules the manifest does not key. */
  modules: string[];
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  if (isSignInPath(path)) {
    return {
      title: SIGN_IN_PAGE_TITLE,
      html: renderToString(<SignInPageTree pathname={path} />),
      // The sign-in page is the 'sign-in' chunk group (vite.config.ts), which index.html itself loads
      // and preloads, style sheets included: the template already names everything it needs.
      modules: [],
    };
  }
  if (isLandingPath(path)) {
    return {
      title: landingPageTitle(path),
      html: renderToString(<LandingPageTree />),
      // The 'landing' chunk group (vite.config.ts) holds src/landingPage.tsx and what it imports.
      modules: ['landing'],
    };
  }
  const modules = ROUTER_PAGE_MODULES[path];
  if (!modules) throw new Error(`No modules are listed for the prerendered page ${path}.`);
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const title = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  const html = renderToString(
    <StrictMode>
      <Provider store={appStore}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
  );
  return {
    title: title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME,
    html,
    modules: ['src/app.tsx', 'src/routes/Root.tsx', ...modules],
  };
}
