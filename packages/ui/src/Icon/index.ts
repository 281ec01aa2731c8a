export { Icon, type IconProps } from './Icon.tsx';
export type { IconName } from './icons.ts';
