export * from './Badge/index.ts';
export * from './Banner/index.ts';
export * from './BarChart/index.ts';
export * from './BottomTabBar/index.ts';
export * from './Button/index.ts';
export * from './Calendar/index.ts';
export * from './Card/index.ts';
export * from './Checkbox/index.ts';
export * from './ColorModeSwitch/index.ts';
export * from './ColorPicker/index.ts';
export * from './ComboBox/index.ts';
export * from './DataTable/index.ts';
export * from './DatePicker/index.ts';
export * from './DateRangePicker/index.ts';
export * from './Dialog/index.ts';
export * from './Disclosure/index.ts';
export * from './DisclosureGroup/index.ts';
export * from './DropZone/index.ts';
export { downloadFile } from './downloadFile.ts';
export * from './EmptyState/index.ts';
export * from './Field/index.ts';
export * from './FileTrigger/index.ts';
export * from './Form/index.ts';
export * from './FormattedText/index.ts';
export * from './FormattedTextField/index.ts';
export * from './FullScreenPanel/index.ts';
export * from './Icon/index.ts';
export * from './Link/index.ts';
export * from './ListBox/index.ts';
export * from './Menu/index.ts';
export * from './NumberField/index.ts';
export * from './PasswordField/index.ts';
export * from './Popover/index.ts';
export * from './ProgressBar/index.ts';
export * from './RadioGroup/index.ts';
export * from './RegionalSettings/index.ts';
export * from './SearchField/index.ts';
export * from './Select/index.ts';
export * from './SideNav/index.ts';
export * from './Spinner/index.ts';
export * from './Spreadsheet/index.ts';
export * from './StatCard/index.ts';
export * from './Switch/index.ts';
export * from './Tabs/index.ts';
export * from './TextField/index.ts';
export * from './Toast/index.ts';
export * from './ToggleButtonGroup/index.ts';
export * from './TopBar/index.ts';
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
export { useVirtualRows } from './virtualRows.ts';
