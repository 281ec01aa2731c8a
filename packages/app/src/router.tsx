import { createBrowserRouter } from 'react-router-dom';
import { paths } from './paths.ts';
import type { RouteHandle } from './routeHandle.ts';

const title = (text: string): RouteHandle => ({ title: text });

/**
 * The route table of §2.1. Every page loads lazily, and the public pages sit under a layout of their
 * own, so the sign-in page never downloads the signed-in shell.
 */
export const router = createBrowserRouter([
  {
    lazy: () => import('./routes/Root.tsx'),
    children: [
      { path: paths.home, handle: title('Home'), lazy: () => import('./routes/Landing.tsx') },
      { path: paths.landing, handle: title('Registration'), lazy: () => import('./routes/Landing.tsx') },
      {
        lazy: () => import('./routes/PublicLayout.tsx'),
        children: [
          { path: paths.signIn, handle: title('Sign In'), lazy: () => import('./routes/SignIn.tsx') },
          { path: paths.signInAlias, handle: title('Sign In'), lazy: () => import('./routes/SignIn.tsx') },
          { path: paths.signUp, handle: title('Sign Up'), lazy: () => import('./routes/SignUp.tsx') },
          { path: paths.signUpAlias, handle: title('Sign Up'), lazy: () => import('./routes/SignUp.tsx') },
          {
            path: paths.forgotPassword,
            handle: title('Forgot Password'),
            lazy: () => import('./routes/ForgotPassword.tsx'),
          },
          {
            path: paths.resetPassword,
            handle: title('Reset Password'),
            lazy: () => import('./routes/ResetPassword.tsx'),
          },
          { path: '*', handle: title('Not Found'), lazy: () => import('./routes/NotFound.tsx') },
        ],
      },
      {
        lazy: () => import('./routes/PrivateLayout.tsx'),
        children: [
          { path: paths.dashboard, handle: title('Dashboard'), lazy: () => import('./routes/Dashboard.tsx') },
          {
            path: paths.dashboardAlias,
            handle: title('Dashboard'),
            lazy: () => import('./routes/Dashboard.tsx'),
          },
          {
            path: paths.userProfile,
            handle: title('User Profile'),
            lazy: () => import('./routes/UserProfile.tsx'),
          },
          {
            path: paths.employees,
            handle: { title: 'Employees', adminOnly: true } satisfies RouteHandle,
            lazy: () => import('./routes/Employees.tsx'),
          },
        ],
      },
    ],
  },
]);
