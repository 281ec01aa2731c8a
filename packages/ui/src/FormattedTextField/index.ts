export { FormattedTextField, type FormattedTextFieldProps } from './FormattedTextField.tsx';
