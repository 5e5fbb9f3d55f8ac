// Types for the libraries the danger classifier uses (they ship none): NLP.js's stemmers and
// wink's naive Bayes text classifier.
declare module '@nlpjs/lang-en-min/src/stemmer-en.js' {
  export default class StemmerEn {
    stemWord(word: string): string;
  }
}

declare module '@nlpjs/lang-es/src/stemmer-es.js' {
  export default class StemmerEs {
    stemWord(word: string): string;
  }
}

declare module 'wink-naive-bayes-text-classifier' {
  export interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    /** Learns one example, given as its tokens (no preparatory tasks defined). */
    learn(tokens: string[], label: string): boolean;
    consolidate(): boolean;
    /** [label, log-odds of the label against the rest], best first; [['unknown', 0]] when no token was ever seen. */
    computeOdds(tokens: string[]): [string, number][];
  }
  export default function winkNaiveBayesTextClassifier(): NaiveBayesTextClassifier;
}
