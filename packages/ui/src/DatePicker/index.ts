export { DatePicker, type DatePickerProps, type DateSegmentsFilled } from './DatePicker.tsx';
