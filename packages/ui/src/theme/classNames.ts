import { composeRenderProps } from 'react-aria-components';

type ClassName = string | false | null | undefined;

/** Joins class names, leaving out empty ones. */
export function classNames(...names: ClassName[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A react-aria component's className: our own classes first, then the caller's, which react-aria lets
 * be a string or a function of the component's render props.
 */
export function composeClassName<T>(
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  ...own: ClassName[]
): string | ((values: T & { defaultClassName: string | undefined }) => string) {
  return composeRenderProps(className, (given) => classNames(...own, given));
}
