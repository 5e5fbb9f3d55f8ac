// "Download my data": the export as a JSON file the phone saves like any download. An object URL
// (not a data: URL) so a large history does not have to fit in one string in the address.

/** `pali-my-data-YYYY-MM-DD.json`, dated in the person's own time zone. */
export function myDataFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `pali-my-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
