export { Radio, type RadioProps } from './Radio.tsx';
export { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';
