// "Download my data": the export as a JSON file the phone saves like any download. An object URL
// (not a data: URL) so a large history does not have to fit in one string in the address.
import { saveFile } from '../../ui/save-file';

/** `pali-my-data-YYYY-MM-DD.json`, dated in the person's own time zone. */
export function myDataFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `pali-my-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export function downloadJson(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
