export {
  StatCard,
  type StatCardChange,
  type StatCardProps,
  type StatTrendDirection,
  type StatTrendTone,
} from './StatCard.tsx';
