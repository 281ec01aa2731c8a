export { FullScreenPanel, type FullScreenPanelProps } from './FullScreenPanel.tsx';
