export { AttachmentField, type AttachmentFieldProps } from './AttachmentField.tsx';
export { AttachmentLinks, type AttachmentLinksProps } from './AttachmentLinks.tsx';
export type { StoredFile, UploadResult } from './StoredFile.ts';
export { type AttachedFileChanges, useAttachedFiles } from './useAttachedFiles.ts';
