export type { DashboardFigures } from './AdminFigures.tsx';
export {
  type AnnouncementHeadline,
  AnnouncementsCard,
  type AnnouncementsCardProps,
} from './AnnouncementsCard.tsx';
export { AwayThisWeek, type AwayThisWeekProps, type WhoIsAwayFigures } from './AwayThisWeek.tsx';
export { DashboardScreen, type DashboardScreenProps } from './DashboardScreen.tsx';
export {
  ExpenseClaimsAwaitingCard,
  type ExpenseClaimsAwaitingCardProps,
} from './ExpenseClaimsAwaitingCard.tsx';
export { LoadDemoDataCard, type LoadDemoDataCardProps, type LoadDemoDataState } from './LoadDemoDataCard.tsx';
export { PayrollCard, type PayrollCardProps, type PayrollSummaryFigures } from './PayrollCard.tsx';
export {
  SetUpChecklistCard,
  type SetUpChecklistCardProps,
  type SetUpItem,
  type SetUpItemId,
  showsSetUpChecklist,
} from './SetUpChecklistCard.tsx';
