import type { PurposeId } from '../../content/pack/pack-constants';
import { packContent } from './pack-content';

/**
 * A purpose's English title, for what Pali records in English (the activity history, the
 * calendar entry); `fallback` (the reader's words) when the English pack cannot be downloaded.
 */
export async function englishPurposeTitle(purposeId: PurposeId | null, fallback: string | null): Promise<string | null> {
  if (!purposeId) return null;
  try {
    const { purposes } = await packContent.load('en');
    return purposes.find((purpose) => purpose.id === purposeId)?.title.en ?? fallback;
  } catch {
    return fallback;
  }
}
