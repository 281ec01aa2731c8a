import { PublicLayout } from '@hr/screens';
import { Outlet, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../product.ts';

/** Sign-in, sign-up and password pages: the public navbar of §2.3 above the page. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <PublicLayout productName={PRODUCT_NAME} currentPath={pathname}>
      <Outlet />
    </PublicLayout>
  );
}
