export { ToggleButton, type ToggleButtonProps } from './ToggleButton.tsx';
export { ToggleButtonGroup, type ToggleButtonGroupProps } from './ToggleButtonGroup.tsx';
