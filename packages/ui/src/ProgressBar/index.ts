export { ProgressBar, type ProgressBarProps, type ProgressBarVariant } from './ProgressBar.tsx';
