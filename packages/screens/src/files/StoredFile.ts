/** A file the server stores (the contract's Attachment): what the screens show of it. */
export interface StoredFile {
  id: string;
  name: string;
  mediaType: string;
  /** In bytes. */
  size: number;
}

/** What uploading one file gives: the stored file, or why it was refused (too large, a type not taken). */
export type UploadResult = StoredFile | { message: string };
