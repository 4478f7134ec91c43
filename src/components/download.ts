/** Saves `file` as a file the browser downloads (a blob URL behind a temporary link). */
export function downloadBlob(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
