// The passages of Rights & Safety (sections, quick cards, emergency contacts), the quick
// eligibility checks (tasks and information cards) and Book & Prepare (how to book, what to bring,
// fees), in one language. Each links to its screen: /rights, /eligibility?task=…,
// /appointment?task=… (the query parameters those screens read).
import { APPOINTMENT_TASKS } from '../../content/appointments';
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import { ELIGIBILITY_TASKS, INFO_CARDS } from '../../content/eligibility';
import { EMERGENCY_CONTACTS, QUICK_CARDS, RIGHTS_SECTIONS } from '../../content/rights';
import { guidePassages, guideSource, labelled, withNote, type GuidePassageDoc } from './guide-passage-doc';
import type { Language } from '../language';

const { labels } = ASSISTANT_WORDS;

export function rightsPassages(language: Language): GuidePassageDoc[] {
  const sections = RIGHTS_SECTIONS.flatMap((section) => {
    const source = guideSource(language, 'rights', `rights/${section.id}`, section.title[language], '/rights', section.sources[0]);
    const script = labelled(
      labels.whatToSay[language],
      (section.script ?? []).map((line) => line[language]),
      language,
    );
    const hotlines = labelled(
      labels.whomToCall[language],
      (section.hotlines ?? []).map((line) => `${line.label[language]} ${line.display}`),
      language,
    );
    return guidePassages(source, [...section.points.map((point) => point[language]), script, hotlines], { legal: true });
  });
  const cards = QUICK_CARDS.flatMap((card) => {
    const source = guideSource(language, 'rights', `rights-card/${card.id}`, card.title[language], '/rights', card.sources[0]);
    const script = labelled(
      labels.whatToSay[language],
      (card.script ?? []).map((line) => line.say[language]),
      language,
    );
    return guidePassages(source, [...card.points.map((point) => point[language]), script], { legal: true });
  });
  const contacts = EMERGENCY_CONTACTS.flatMap((contact) => {
    const source = guideSource(language, 'rights', `emergency/${contact.number}`, contact.label[language], '/rights', contact.source);
    // The title already names the contact: the passage says the number and when to call.
    const separator = language === 'zh' ? '：' : ': ';
    return guidePassages(source, [`${contact.display}${separator}${contact.when[language]}`], { tags: contact.label[language], legal: contact.type === 'legal' });
  });
  return [...sections, ...cards, ...contacts];
}

export function eligibilityPassages(language: Language): GuidePassageDoc[] {
  const tasks = ELIGIBILITY_TASKS.flatMap((task) => {
    const source = guideSource(language, 'eligibility', `eligibility/${task.id}`, task.title[language], `/eligibility?task=${task.id}`, task.sources[0]);
    const outcomes = [task.results.ready, task.results.likely, task.results['not-ready']];
    const steps = [...new Set(outcomes.flatMap((outcome) => outcome.nextSteps.map((step) => step[language])))];
    const questions = task.questions.map((question) => question.text[language]).join(' ');
    return guidePassages(source, [{ text: task.description[language], tags: questions }, ...steps]);
  });
  const cards = INFO_CARDS.flatMap((card) => {
    const source = guideSource(language, 'eligibility', `eligibility-card/${card.id}`, card.title[language], '/eligibility', card.sources[0]);
    return guidePassages(
      source,
      card.points.map((point) => point[language]),
    );
  });
  return [...tasks, ...cards];
}

/** What to bring, three items to a passage: short enough to quote, long enough to be useful. */
const CHECKLIST_CHUNK = 3;

export function appointmentPassages(language: Language): GuidePassageDoc[] {
  return APPOINTMENT_TASKS.flatMap((task) => {
    const source = guideSource(language, 'appointment', `appointment/${task.id}`, task.title[language], `/appointment?task=${task.id}`, task.bookingLink ?? task.sources[0]);
    const items = task.whatToBring.map((item) => withNote(item.text[language], item.note?.[language], language));
    const chunks: string[] = [];
    for (let start = 0; start < items.length; start += CHECKLIST_CHUNK) {
      chunks.push(labelled(labels.whatToBring[language], items.slice(start, start + CHECKLIST_CHUNK), language));
    }
    const fees = task.fees ? labelled(labels.fees[language], [task.fees[language]], language) : '';
    return guidePassages(source, [task.howToBook[language], ...chunks, fees]);
  });
}
