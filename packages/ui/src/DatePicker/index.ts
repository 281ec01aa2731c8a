export { DatePicker, type DatePickerProps } from './DatePicker.tsx';
