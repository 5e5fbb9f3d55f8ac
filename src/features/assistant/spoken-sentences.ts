// What read-aloud says for a reply: the words as rendered (markdown already turned into text,
// markup already removed), block by block, then sentence by sentence (the speech hook speaks one
// sentence at a time). Sentences are found by Intl.Segmenter, which knows 。 and ¿…? as well.
const BLOCKS = 'p, li, h3, h4, td, th, pre, blockquote';

function sentencesOf(text: string, locale: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [text];
  return [...new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(text)].map((part) => part.segment.trim()).filter(Boolean);
}

export function spokenSentences(element: HTMLElement, locale: string): string[] {
  // Only innermost blocks, so a list item holding a paragraph is read once.
  const blocks = [...element.querySelectorAll<HTMLElement>(BLOCKS)].filter((block) => !block.querySelector(BLOCKS));
  const texts = (blocks.length ? blocks : [element]).map((block) => block.textContent?.replace(/\s+/g, ' ').trim() ?? '').filter(Boolean);
  return texts.flatMap((text) => sentencesOf(text, locale));
}
