import { LandingScreen } from '@hr/screens';
import { PRODUCT_NAME } from '../product.ts';

/** §2.11's marketing page at / and /landing, public. */
export function Component() {
  return <LandingScreen productName={PRODUCT_NAME} />;
}
