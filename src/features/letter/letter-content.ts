// The explainer's content on the phone: only the packs one letter needs (the core, the reader's
// prose, the letter's phrase languages; src/core/letters/content-packs.ts), each loaded once and
// joined. A pack that failed to load (offline before it was cached) is tried again next time.
import { joinPacks, packsFor, type PackName } from '../../core/letters/content-packs';
import { oncePerKey } from '../../core/once';
import type { LetterContent } from '../../core/letters/explain-letter';
import type { Language } from '../../core/language';

// One import per pack, written out so the build makes each pack its own chunk.
const IMPORTS: Record<PackName, () => Promise<{ default: unknown }>> = {
  core: () => import('virtual:letter-pack/core'),
  'prose-en': () => import('virtual:letter-pack/prose-en'),
  'prose-es': () => import('virtual:letter-pack/prose-es'),
  'prose-zh': () => import('virtual:letter-pack/prose-zh'),
  'prose-pt': () => import('virtual:letter-pack/prose-pt'),
  'prose-ht': () => import('virtual:letter-pack/prose-ht'),
  'phrases-en': () => import('virtual:letter-pack/phrases-en'),
  'phrases-es': () => import('virtual:letter-pack/phrases-es'),
  'phrases-zh': () => import('virtual:letter-pack/phrases-zh'),
};

const loadPack = oncePerKey((name: PackName) => IMPORTS[name]().then((module) => module.default));

/**
 * The content for explaining `letterText` to a reader of `reader`. Only the reader's prose and the
 * letter's phrases are in it; the engine reads no other language (content-packs.test.ts).
 */
export async function letterContentFor(letterText: string, reader: Language): Promise<LetterContent> {
  const packs = await Promise.all(packsFor(letterText, reader).map(loadPack));
  return packs.reduce(joinPacks) as LetterContent;
}

/** The core pack alone: what every letter kind is, without its words (ids, sources, check dates). */
export async function letterCoreContent(): Promise<{ kinds: { id: string; lastVerified: string }[] }> {
  return (await loadPack('core')) as { kinds: { id: string; lastVerified: string }[] };
}
