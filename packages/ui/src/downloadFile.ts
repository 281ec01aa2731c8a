// A module of its own, not beside the CSV export: every page that downloads a file needs it, and the
// signed-in shell (through the stored files' helpers) should not load the CSV library with it (issue 33).

/** Saves a file (made in the page, or answered by the server) through the browser's download. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the Blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
