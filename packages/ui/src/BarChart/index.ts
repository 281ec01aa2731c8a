export { BarChart, type BarChartDatum, type BarChartProps, type BarChartValue } from './BarChart.tsx';
