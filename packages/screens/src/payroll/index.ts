export { PayItemDialog, type PayItemDialogProps } from './PayItemDialog.tsx';
export { PayItemsScreen } from './PayItemsScreen.tsx';
export { PayrollSettingsScreen } from './PayrollSettingsScreen.tsx';
export {
  PAY_ITEM_WORDS,
  type PayItem,
  type PayItemField,
  type PayItemsScreenProps,
} from './payItem.ts';
export type {
  PayrollSettings,
  PayrollSettingsField,
  PayrollSettingsScreenProps,
} from './payrollSettings.ts';
