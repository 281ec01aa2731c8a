export {
  FieldDescription,
  FieldError,
  FieldParts,
  type FieldTextProps,
  fieldStyles,
  Label,
} from './Field.tsx';
