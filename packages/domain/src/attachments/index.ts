/** The attachment store's rules that screens and areas share (issues 6 and 31). */
export { ALLOWED_MEDIA_TYPES, ALLOWED_TYPES, type AllowedType, allowedTypeLabels } from './allowedTypes.ts';
