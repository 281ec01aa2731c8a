export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.tsx';
