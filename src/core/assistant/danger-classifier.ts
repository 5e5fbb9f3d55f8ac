// Recognises danger in a question however it is worded (issue 16): a naive Bayes text classifier
// (wink) trained on the phone, once (tens of milliseconds), from the examples in
// src/content/assistant, on features that survive how people type: English and Spanish word stems
// from NLP.js's stemmers (so "hurting", "hurts" and "hurt" are one feature, and "golpea",
// "golpeando" another), pairs of neighbouring stems ("emergency room" is not "emergency"), and
// Chinese characters and character pairs. Latin words get both stemmers, so a question that mixes
// languages ("my esposo me pega") reads as one.
// Rules: the answer is the class with the highest odds against the rest, those odds (log2), and
// the evidence behind them: how many of the question's features point to that class (seen in two
// of its examples or more, and at least three times as often, by share, as in questions with no
// danger). Naive Bayes gives high odds to a single rare word ("purple" in "my cat is purple"); the
// intent rules weigh odds and evidence together (intent-rules.ts).
import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en.js';
import StemmerEs from '@nlpjs/lang-es/src/stemmer-es.js';
import winkNaiveBayes, { type NaiveBayesTextClassifier } from 'wink-naive-bayes-text-classifier';
import { DANGER_CLASSES, type DangerClass, type DangerExamples } from '../../content/assistant/danger-example-types';
import { DANGER_EXAMPLES_EN } from '../../content/assistant/danger-examples-en';
import { DANGER_EXAMPLES_ES } from '../../content/assistant/danger-examples-es';
import { DANGER_EXAMPLES_ZH } from '../../content/assistant/danger-examples-zh';
import { foldText } from './fold-text';

const EXAMPLES: DangerExamples[] = [DANGER_EXAMPLES_EN, DANGER_EXAMPLES_ES, DANGER_EXAMPLES_ZH];

export interface DangerReading {
  /** The class with the largest share. */
  danger: DangerClass;
  /** Its log2 odds against all the other classes together: above 0, more likely than not. */
  odds: number;
  /** How many of the question's features point to that class. */
  evidence: number;
}

let stemmers: { en: StemmerEn; es: StemmerEs } | undefined;
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /[\p{Script=Latin}\p{N}]+/gu;

/** The features of a text: stems (en and es), stem pairs, Han characters and character pairs. */
export function dangerFeatures(text: string): Record<string, number> {
  stemmers ??= { en: new StemmerEn(), es: new StemmerEs() };
  const { en, es } = stemmers;
  const folded = foldText(text);
  const features: Record<string, number> = {};
  const stems = (folded.match(LATIN_WORD) ?? []).map((word) => {
    const english = en.stemWord(word);
    features[`e:${english}`] = 1;
    features[`s:${es.stemWord(word)}`] = 1;
    return english;
  });
  for (let index = 1; index < stems.length; index += 1) features[`b:${stems[index - 1]}_${stems[index]}`] = 1;
  for (const run of folded.replace(/ /g, '').match(HAN_RUN) ?? []) {
    const characters = [...run];
    characters.forEach((character, index) => {
      features[`h:${character}`] = 1;
      if (index > 0) features[`hh:${characters[index - 1]}${character}`] = 1;
    });
  }
  return features;
}

/** Additive smoothing: small, because most features are seen only a few times. */
const SMOOTHING = 0.5;
/** A feature points to a class when its share of the class's examples is this many times its share of the examples with no danger. */
const POINTS_TO = 3;

/** A trained classifier with its feature counts. */
export interface DangerModel {
  classifier: NaiveBayesTextClassifier;
  /** Per feature, how many examples of each class have it. */
  seen: Map<string, Partial<Record<DangerClass, number>>>;
  examples: Record<DangerClass, number>;
}

let model: DangerModel | undefined;

/** Trains a classifier on these examples (the app's are EXAMPLES; the eval cross-validates on parts of them). */
export function trainDangerModel(languages: readonly DangerExamples[]): DangerModel {
  const classifier = winkNaiveBayes();
  classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: SMOOTHING });
  const seen: DangerModel['seen'] = new Map();
  const examples = Object.fromEntries(DANGER_CLASSES.map((danger) => [danger, 0])) as Record<DangerClass, number>;
  for (const language of languages) {
    for (const danger of DANGER_CLASSES) {
      for (const text of language[danger]) {
        const features = Object.keys(dangerFeatures(text));
        classifier.learn(features, danger);
        examples[danger] += 1;
        for (const feature of features) {
          const counts = seen.get(feature) ?? {};
          counts[danger] = (counts[danger] ?? 0) + 1;
          seen.set(feature, counts);
        }
      }
    }
  }
  classifier.consolidate();
  return { classifier, seen, examples };
}

/** How many of these features point to the class (see the rules above). */
function evidenceFor(features: string[], danger: DangerClass, { seen, examples }: DangerModel): number {
  return features.filter((feature) => {
    const counts = seen.get(feature);
    const inClass = counts?.[danger] ?? 0;
    if (inClass < 2) return false;
    return inClass / examples[danger] >= (POINTS_TO * ((counts?.none ?? 0) + SMOOTHING)) / examples.none;
  }).length;
}

const isDangerClass = (label: string): label is DangerClass => (DANGER_CLASSES as readonly string[]).includes(label);

/** What a question shows, read by the model trained on Pali's examples (on first use: tens of milliseconds). */
export function classifyDanger(question: string, trainedModel: DangerModel = (model ??= trainDangerModel(EXAMPLES))): DangerReading {
  const features = Object.keys(dangerFeatures(question));
  const [label, odds] = trainedModel.classifier.computeOdds(features)[0] ?? ['none', 0];
  // No feature ever seen ('unknown'): nothing shows danger.
  if (!isDangerClass(label)) return { danger: 'none', odds: 0, evidence: 0 };
  return { danger: label, odds, evidence: evidenceFor(features, label, trainedModel) };
}
