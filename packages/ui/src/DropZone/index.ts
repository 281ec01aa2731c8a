export { DropZone, type DropZoneProps } from './DropZone.tsx';
export {
  describeFileTypes,
  type FileLike,
  type FileLimits,
  type FileRejection,
  type FileValidation,
  formatFileSize,
  validateFiles,
} from './validateFiles.ts';
