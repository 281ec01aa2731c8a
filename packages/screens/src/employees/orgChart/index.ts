export { OrgChartScreen, type OrgChartScreenProps } from './OrgChartScreen.tsx';
export type { OrgChartPerson } from './orgChartPeople.ts';
