// Recognises danger in a question however it is worded: a naive Bayes text classifier
// (wink) trained on the phone, once (tens of milliseconds), from the examples in
// src/content/assistant, on features that survive how people type: English and Spanish word stems
// from NLP.js's stemmers (so "hurting", "hurts" and "hurt" are one feature, and "golpea",
// "golpeando" another), pairs of neighbouring stems ("emergency room" is not "emergency"), and
// Chinese characters and character pairs. Latin words get both stemmers, so a question that mixes
// languages ("my esposo me pega") reads as one.
// Rules: a reading is the odds (log2) that the question shows some danger rather than none (the
// four dangers pooled: a question between self-harm and violence is still danger), the danger
// most likely among the four, and the evidence: how many of the question's features point to
// danger (seen in two danger examples or more, and at least three times as often, by share, as in
// questions with no danger), leaving out function words ("on the", 了) whose skew is only how the
// examples happen to be written. Naive Bayes gives high odds to a single rare word ("purple" in "my
// cat is purple"); the intent rules weigh odds and evidence together (intent-rules.ts). Pooling
// halved the danger the classifier misses in cross-validation (24 % to 9 %; npm run eval:assistant).
// Deno type-checks only what the import graph reaches (tsc takes every file in tsconfig): this
// line brings the libraries' types along when the assistant function is checked under Deno.
/// <reference types="./nlp-libraries.d.ts" />
import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en.js';
import StemmerEs from '@nlpjs/lang-es/src/stemmer-es.js';
import winkNaiveBayes, { type NaiveBayesTextClassifier } from 'wink-naive-bayes-text-classifier';
import { DANGER_CLASSES, type DangerClass, type DangerExamples } from '../../content/assistant/danger-example-types';
import { DANGER_EXAMPLES_EN } from '../../content/assistant/danger-examples-en';
import { DANGER_EXAMPLES_ES } from '../../content/assistant/danger-examples-es';
import { DANGER_EXAMPLES_HT } from '../../content/assistant/danger-examples-ht';
import { DANGER_EXAMPLES_PT } from '../../content/assistant/danger-examples-pt';
import { DANGER_EXAMPLES_ZH } from '../../content/assistant/danger-examples-zh';
import { STOP_WORDS } from '../../content/assistant/stop-words';
import { foldText } from './fold-text';
import { LATIN_STOP_WORDS } from './segment-words';

const EXAMPLES: DangerExamples[] = [DANGER_EXAMPLES_EN, DANGER_EXAMPLES_ES, DANGER_EXAMPLES_ZH, DANGER_EXAMPLES_PT, DANGER_EXAMPLES_HT];

export interface DangerReading {
  /** The danger most likely among the four when danger is more likely than none; else 'none'. */
  danger: DangerClass;
  /** The log2 odds of some danger against none: above 0, danger is more likely than not. */
  odds: number;
  /** How many of the question's features point to danger. */
  evidence: number;
}

let stemmers: { en: StemmerEn; es: StemmerEs } | undefined;
const stemmersOnce = () => (stemmers ??= { en: new StemmerEn(), es: new StemmerEs() });
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /[\p{Script=Latin}\p{N}]+/gu;

/** The features of a text: stems (en and es), stem pairs, Han characters and character pairs. */
export function dangerFeatures(text: string): Record<string, number> {
  const { en, es } = stemmersOnce();
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
  /** Per feature, how many examples of danger (any of the four) and of none have it. */
  seen: Map<string, { danger: number; none: number }>;
  examples: { danger: number; none: number };
}

let model: DangerModel | undefined;

/**
 * Reads with `trained` until it is undone (the returned function): the evaluation reads each fold
 * of the examples through the whole intent rules with a model that never saw it.
 */
export function readDangerWith(trained: DangerModel): () => void {
  const before = model;
  model = trained;
  return () => {
    model = before;
  };
}

/** Trains a classifier on these examples (the app's are EXAMPLES; the eval cross-validates on parts of them). */
export function trainDangerModel(languages: readonly DangerExamples[]): DangerModel {
  const classifier = winkNaiveBayes();
  classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: SMOOTHING });
  const seen: DangerModel['seen'] = new Map();
  const examples = { danger: 0, none: 0 };
  for (const language of languages) {
    for (const danger of DANGER_CLASSES) {
      const side = danger === 'none' ? 'none' : 'danger';
      for (const text of language[danger]) {
        const features = Object.keys(dangerFeatures(text));
        classifier.learn(features, danger);
        examples[side] += 1;
        for (const feature of features) {
          const counts = seen.get(feature) ?? { danger: 0, none: 0 };
          counts[side] += 1;
          seen.set(feature, counts);
        }
      }
    }
  }
  classifier.consolidate();
  return { classifier, seen, examples };
}

let functionWords: { stems: Set<string>; characters: Set<string> } | undefined;

/** A feature made of function words only: a stop word's stem, a pair of them, a stop character or a pair of them. */
function isFunctionFeature(feature: string): boolean {
  if (!functionWords) {
    const { en, es } = stemmersOnce();
    functionWords = {
      stems: new Set([...LATIN_STOP_WORDS].flatMap((word) => [en.stemWord(word), es.stemWord(word)])),
      characters: new Set(STOP_WORDS.zh.filter((word) => [...word].length === 1)),
    };
  }
  const { stems, characters } = functionWords;
  const [kind, value = ''] = feature.split(':');
  if (kind === 'e' || kind === 's') return stems.has(value);
  if (kind === 'b') return value.split('_').every((stem) => stems.has(stem));
  return [...value].every((character) => characters.has(character));
}

/** How many of these features point to danger (see the rules above). */
function evidenceFor(features: string[], { seen, examples }: DangerModel): number {
  return features.filter((feature) => {
    if (isFunctionFeature(feature)) return false;
    const counts = seen.get(feature);
    if (!counts || counts.danger < 2) return false;
    return counts.danger / examples.danger >= (POINTS_TO * (counts.none + SMOOTHING)) / examples.none;
  }).length;
}

const isDanger = (label: string): label is Exclude<DangerClass, 'none'> => label !== 'none' && (DANGER_CLASSES as readonly string[]).includes(label);

/** What a question shows, read by the model trained on Pali's examples (on first use: tens of milliseconds). */
export function classifyDanger(question: string, trainedModel: DangerModel = (model ??= trainDangerModel(EXAMPLES))): DangerReading {
  const features = Object.keys(dangerFeatures(question));
  const odds = trainedModel.classifier.computeOdds(features);
  // Best first; no feature ever seen gives 'unknown' alone: nothing shows danger.
  const likeliest = odds.find(([label]) => isDanger(label))?.[0] as DangerClass | undefined;
  const none = odds.find(([label]) => label === 'none');
  if (!likeliest || !none) return { danger: 'none', odds: 0, evidence: 0 };
  // The odds of none against the four dangers together, turned round.
  const dangerOdds = -none[1];
  return { danger: dangerOdds > 0 ? likeliest : 'none', odds: dangerOdds, evidence: evidenceFor(features, trainedModel) };
}
