// One searchable passage of a guide, as the guide index holds it, and the helpers that make them.
// Ids are the same in every language ('rights/atDoor#2'), so a passage found in the question's
// language can be shown in the reader's.
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import type { GuideSource } from './assistant-types';
import type { Language } from '../language';

export interface GuidePassageDoc {
  /** `${source.id}#${n}`: the same passage in every language. */
  id: string;
  source: GuideSource;
  /** Searched (boosted) and shown: the guide's title. */
  title: string;
  /** Searched, shown and given to a model: a few sentences or list items. */
  text: string;
  /** Searched only: words that find the passage but need not be shown (a letter's phrases, a city). */
  tags: string;
  /** Law is involved: the answer adds that it is not legal advice. */
  legal: boolean;
}

export type Family = keyof typeof ASSISTANT_WORDS.families;

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A guide's source: its title names the part of Pali it belongs to. */
export function guideSource(language: Language, family: Family, id: string, title: string, path: string, url?: string): GuideSource {
  const named = fill(ASSISTANT_WORDS.sourceTitle[language], { family: ASSISTANT_WORDS.families[family][language], title });
  return url ? { id, title: named, path, url } : { id, title: named, path };
}

export interface PassageText {
  text: string;
  tags?: string;
}

/** The passages of one guide, numbered in order; empty texts are left out but keep their number. */
export function guidePassages(source: GuideSource, texts: (PassageText | string | undefined)[], options: { tags?: string; legal?: boolean } = {}): GuidePassageDoc[] {
  const docs: GuidePassageDoc[] = [];
  texts.forEach((entry, index) => {
    const passage = typeof entry === 'string' ? { text: entry } : entry;
    if (!passage?.text.trim()) return;
    docs.push({
      id: `${source.id}#${index}`,
      source,
      title: source.title,
      text: passage.text,
      tags: [options.tags, passage.tags].filter(Boolean).join(' '),
      legal: options.legal ?? false,
    });
  });
  return docs;
}

/** Texts as one paragraph: each ends as a sentence, joined as the language joins sentences. */
export function sentences(items: string[], language: Language): string {
  const chinese = language === 'zh';
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => (/[.!?。！？)）…:：]$/.test(item) ? item : `${item}${chinese ? '。' : '.'}`))
    .join(chinese ? '' : ' ');
}

/** A label and its list, as one passage: "What to bring: A. B. C." */
export function labelled(label: string, items: string[], language: Language): string {
  if (!items.length) return '';
  return `${label}${language === 'zh' ? '：' : ': '}${sentences(items, language)}`;
}

/** A note after a text, in the language's brackets: "text (note)", "文字（说明）". */
export function withNote(text: string, note: string | undefined, language: Language): string {
  if (!note) return text;
  return language === 'zh' ? `${text}（${note}）` : `${text} (${note})`;
}
