// What the wallet card says, in the reader's language: the four key rights and the card's labels
// come from the `rights` strings; the words for the officer (always English, since the officer
// reads English) and the phone numbers come from the rights content, so the card never says
// anything the page does not.
import type { ScreenPacks } from '../../../content/screen-packs';
import type { WalletCard } from '../../../core/rights/wallet-card-layout';
import type { Language } from '../../../core/language';

/** Looks up a key of the `rights` namespace (i18next's `t`, or a plain lookup in Node). */
export type Translate = (key: string) => string;

const KEY_RIGHTS = ['silent', 'door', 'sign', 'interpreter'] as const;

/** The script lines an officer reads on the back, as the content words them in English. */
const OFFICER_LINES = [
  'I am using my right to remain silent.',
  'I do not consent to you entering my home.',
  'I do not consent to a search.',
  'I want to speak to a lawyer.',
  'I will not sign anything without my lawyer.',
];

/** The numbers on the card: [label key, number as dialled]. */
const CARD_NUMBERS = [
  ['emergency', '911'],
  ['crisis', '988'],
  ['violence', '18777852020'],
  ['lawyer', '16176540400'],
] as const;

/** The rights content the card reads: the sections' scripts (whole in every language's pack) and the contacts' numbers. */
export type WalletCardSource = Pick<ScreenPacks['rights'], 'sections' | 'contacts'>;

function officerLine(english: string, { sections }: WalletCardSource): string {
  const scripts = sections.flatMap((section) => section.script ?? []);
  const line = scripts.find((text) => text.en === english);
  if (!line) throw new Error(`The rights content no longer has the script line "${english}".`);
  return line.en;
}

function display(number: string, { contacts }: WalletCardSource): string {
  const contact = contacts.find((entry) => entry.number === number);
  if (!contact) throw new Error(`The emergency contacts no longer have ${number}.`);
  return contact.display;
}

export function makeWalletCard(language: Language, t: Translate, source: WalletCardSource): WalletCard {
  const card = (key: string) => t(`walletCard.card.${key}`);
  return {
    language,
    title: card('title'),
    subtitle: card('subtitle'),
    rights: KEY_RIGHTS.map((key) => card(`rights.${key}`)),
    footer: card('footer'),
    officerHeading: card('officerHeading'),
    // An English reader reads the English lines themselves.
    officerExplain: language === 'en' ? '' : card('officerExplain'),
    officerLines: OFFICER_LINES.map((line) => officerLine(line, source)),
    numbersHeading: card('numbersHeading'),
    numbers: CARD_NUMBERS.map(([key, number]) => ({ label: card(`numbers.${key}`), display: display(number, source) })),
    myLawyer: card('myLawyer'),
    printNote: card('printNote'),
  };
}

/** Every character the card prints (the Chinese font subset must have them all). */
export function walletCardText(card: WalletCard): string {
  const { language: _language, numbers, rights, officerLines, ...texts } = card;
  return [...Object.values(texts), ...rights, ...officerLines, ...numbers.flatMap(({ label, display }) => [label, display])].join('\n');
}

/** A `Translate` over a plain strings file, for Node (tests, the font script). */
export function translateFrom(strings: Record<string, unknown>): Translate {
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
    if (typeof value !== 'string') throw new Error(`No string for "${key}".`);
    return value;
  };
}

export const walletCardFileName = (language: Language, format: 'pdf' | 'png') => `pali-wallet-card-${language}.${format}`;

/**
 * Where the build puts each language's PDF (src/node/wallet-card-pdfs-plugin.ts), relative to the
 * site's root. The card is the same for everyone, so it is made once, in Node, not on the phone.
 */
export const walletCardPdfPath = (language: Language) => `wallet-card/${walletCardFileName(language, 'pdf')}`;
