import { SIDE_MENU } from '@hr/domain';
import { LandingScreen, menuAvailability, toSideNavItems } from '@hr/screens';
import { isBuiltPath } from '../paths.ts';
import { PRODUCT_NAME } from '../product.ts';

/** The whole menu, as an administrator's side menu shows it: what works and what does not yet. */
const availability = menuAvailability(toSideNavItems(SIDE_MENU, isBuiltPath));

/** §2.11's marketing page at / and /landing, public. */
export function Component() {
  return <LandingScreen productName={PRODUCT_NAME} availability={availability} />;
}
