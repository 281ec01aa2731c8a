export {
  type AnnouncementHeadline,
  AnnouncementsCard,
  type AnnouncementsCardProps,
} from './AnnouncementsCard.tsx';
export { AwayThisWeek, type AwayThisWeekProps, type WhoIsAwayFigures } from './AwayThisWeek.tsx';
export { type DashboardFigures, DashboardScreen, type DashboardScreenProps } from './DashboardScreen.tsx';
export { PayrollCard, type PayrollCardProps, type PayrollSummaryFigures } from './PayrollCard.tsx';
