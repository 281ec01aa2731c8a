import { WelcomeScreen } from '@hr/screens';
import { usePageTitle } from '../usePageTitle.ts';
import { PRODUCT_NAME } from '../product.ts';

export function Component() {
  usePageTitle('Home');
  return <WelcomeScreen productName={PRODUCT_NAME} />;
}
