import { WelcomeScreen } from '@hr/screens';
import { PRODUCT_NAME } from '../product.ts';
import { usePageTitle } from '../usePageTitle.ts';

export function Component() {
  usePageTitle('Home');
  return <WelcomeScreen productName={PRODUCT_NAME} />;
}
