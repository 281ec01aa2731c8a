export { type DashboardFigures, DashboardScreen, type DashboardScreenProps } from './DashboardScreen.tsx';
