import { NotFoundScreen } from '@hr/screens';
import { paths } from '../paths.ts';
import { usePageTitle } from '../usePageTitle.ts';

export function Component() {
  usePageTitle('Not Found');
  return <NotFoundScreen homeHref={paths.home} />;
}
