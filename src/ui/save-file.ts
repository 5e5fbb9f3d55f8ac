/** Hands a file made on the phone (a PDF, a picture) to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns; give them time before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
