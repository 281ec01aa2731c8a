export {
  ControlledField,
  type ControlledFieldProps,
  type ControlledFieldRenderProps,
} from './ControlledField.tsx';
export { FieldGroup, type FieldGroupProps } from './FieldGroup.tsx';
export { Form, type FormProps } from './Form.tsx';
export { FormSection, type FormSectionProps } from './FormSection.tsx';
export { focusableControl } from './focusableControl.ts';
