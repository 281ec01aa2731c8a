export {
  EmployeeFormPanel,
  type EmployeeFormPanelProps,
  type EmployeeFormSubmit,
  type OwnRecordSubmit,
  type OwnRecordValues,
} from './EmployeeFormPanel.tsx';
export {
  type EmployeeListRow,
  EmployeeListScreen,
  type EmployeeListScreenProps,
} from './EmployeeListScreen.tsx';
export {
  type EmployeeAccount,
  type EmployeePlacementChange,
  type EmployeeRecord,
  EmployeeRecordScreen,
  type EmployeeRecordScreenProps,
  type EmployeeSalaryChange,
  type EndEmploymentField,
} from './EmployeeRecordScreen.tsx';
export type {
  AddableOptionKind,
  AddableOptionValues,
  AddOption,
  AddOptionRequest,
  AddOptionResult,
  EmployeeFormField,
  EmployeeFormOption,
  EmployeeFormOptions,
} from './employeeFormSections.ts';
export { withExtraOptions } from './employeeFormSections.ts';
export { EmployeeImport, type EmployeeImportServices } from './import/EmployeeImport.tsx';
export { EmployeeImportScreen, type EmployeeImportScreenProps } from './import/EmployeeImportScreen.tsx';
export {
  type EmployeeImportState,
  INITIAL_IMPORT_STATE,
} from './import/employeeImportState.ts';
export * from './orgChart/index.ts';
export * from './placement/index.ts';
export * from './records/index.ts';
export * from './request/index.ts';
export * from './terms/index.ts';
