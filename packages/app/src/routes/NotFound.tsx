import { NotFoundScreen } from '@hr/screens';
import { paths } from '../paths.ts';

export function Component() {
  return <NotFoundScreen homeHref={paths.home} />;
}
