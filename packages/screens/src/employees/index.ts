export {
  type EmployeeListRow,
  EmployeeListScreen,
  type EmployeeListScreenProps,
} from './EmployeeListScreen.tsx';
