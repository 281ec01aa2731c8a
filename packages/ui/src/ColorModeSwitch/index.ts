export { ColorModeSwitch, type ColorModeSwitchProps } from './ColorModeSwitch.tsx';
