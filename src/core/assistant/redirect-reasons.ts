// Why the assistant offers a screen, in the reader's language: the reason of a
// `[REDIRECT: /path | reason]` line, made from the path and the content's titles, so an intent
// names only paths and every screen is explained the same way.
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import type { PlaceCategory } from '../../content/places/place-constants';
import type { ScreenTitles } from './guide-pack';
import { fill } from './guide-passage-doc';
import type { Language } from '../language';

const { reasons, categories, families } = ASSISTANT_WORDS;

/** Screens that need no title: what a letter's answer offers. */
export const NO_TITLES: ScreenTitles = { eligibility: [], appointment: [], pack: [] };

/**
 * The reason for a path, or null for a path the assistant does not know (the caller leaves it
 * out); a task's or purpose's title comes from `titles`.
 */
export function redirectReason(path: string, language: Language, titles: ScreenTitles): string | null {
  const [screen, query = ''] = path.split('?');
  const parameter = new URLSearchParams(query);
  const task = parameter.get('task');
  switch (screen) {
    case '/letter':
      return reasons.letter[language];
    case '/rights':
      return reasons.rights[language];
    case '/help-hub':
      return reasons.helpHub[language];
    case '/map': {
      const category = parameter.get('category');
      if (!category) return reasons.map[language];
      const name = categories[category as PlaceCategory]?.[language];
      return name ? fill(reasons.mapCategory[language], { category: name }) : null;
    }
    case '/eligibility': {
      if (!task) return families.eligibility[language];
      const found = titles.eligibility.find((candidate) => candidate.id === task);
      return found ? fill(reasons.eligibility[language], { title: found.title[language] }) : null;
    }
    case '/appointment': {
      if (!task) return families.appointment[language];
      const found = titles.appointment.find((candidate) => candidate.id === task);
      return found ? fill(reasons.appointment[language], { title: found.title[language] }) : null;
    }
    case '/pack': {
      const purpose = parameter.get('purpose');
      if (!purpose) return reasons.pack[language];
      const found = titles.pack.find((candidate) => candidate.id === purpose);
      return found ? fill(reasons.packPurpose[language], { title: found.title[language] }) : null;
    }
    default:
      return null;
  }
}
