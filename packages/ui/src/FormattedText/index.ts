export { FormattedText, type FormattedTextProps } from './FormattedText.tsx';
