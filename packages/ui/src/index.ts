export * from './Button/index.ts';
export * from './Field/index.ts';
export * from './Icon/index.ts';
export * from './Popover/index.ts';
export * from './Spinner/index.ts';
export { minWidthQuery, useMinWidth } from './theme/breakpoints.ts';
export {
  applyStoredColorMode,
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  getColorMode,
  getStoredColorMode,
  setColorMode,
  useColorMode,
} from './theme/colorMode.ts';
