// One OCR engine (a tesseract.js worker) kept for the letters that follow, shared by the phone and
// Node: it starts on the first letter (the slow part: seconds to load the core and the language
// data), reads one image at a time, reports each job's progress to that job's caller, and ends
// after a while without work so the memory (about 100 MB) goes back. A job names its languages;
// the worker switches to them when they differ from the last job's (loading only data it has not
// loaded yet), so Chinese data is fetched the first time a page needs it, never before.
// Runtime-neutral: the runtime passes the function that starts its worker.
import { LATIN_OCR, type OcrLanguage, type OcrReading } from './ocr-languages';
import type { OcrProgress } from './read-letter';

/**
 * Tesseract settings for letters, set on each new worker and after each switch of languages (a
 * switch starts tesseract afresh): letters are dark print on light paper, so lines read poorly are
 * not tried again inverted (5–10 % of a photo's time).
 */
export const LETTER_OCR_PARAMETERS = { tessedit_do_invert: '0' } as const;

/** What tesseract.js's logger reports. */
export interface OcrLog {
  status: string;
  progress: number;
}

/** The part of a tesseract.js worker the session uses. */
export interface OcrWorker<Image> {
  recognize(image: Image): Promise<{ data: { text: string; confidence: number } }>;
  /** tesseract.js: loads the languages not loaded yet, then starts tesseract with exactly these ("eng+chi_sim"). */
  reinitialize(languages: string): Promise<unknown>;
  setParameters(parameters: Record<string, string>): Promise<unknown>;
  terminate(): Promise<unknown>;
}

export interface OcrSession<Image> {
  /** Reads one image with these languages (English and Spanish unless told); jobs wait their turn. */
  ocr(image: Image, onProgress?: (progress: OcrProgress) => void, languages?: readonly OcrLanguage[]): Promise<OcrReading>;
  /** Starts the worker ahead of the first image (no-op once started). */
  warm(languages?: readonly OcrLanguage[]): Promise<void>;
  /** Ends the worker now (a command line does this before exiting). */
  close(): Promise<void>;
  /** The languages the running worker has loaded so far; none when no worker runs. */
  loadedLanguages(): OcrLanguage[];
}

// tesseract.js's loading steps, in order, and the share of the loading bar each one ends at.
const LOADING_STEPS: [status: string, from: number, to: number][] = [
  ['loading tesseract core', 0, 0.4],
  ['initializing tesseract', 0.4, 0.45],
  ['loading language traineddata', 0.45, 0.9],
  ['initializing api', 0.9, 1],
];

export function ocrProgressOf(log: OcrLog): OcrProgress | null {
  if (log.status === 'recognizing text') return { stage: 'ocr', progress: log.progress };
  const step = LOADING_STEPS.find(([status]) => status === log.status);
  return step ? { stage: 'ocr-loading', progress: step[1] + (step[2] - step[1]) * log.progress } : null;
}

export function createOcrSession<Image>(
  start: (log: (message: OcrLog) => void, languages: readonly OcrLanguage[]) => Promise<OcrWorker<Image>>,
  { idleMs = 60_000 }: { idleMs?: number } = {},
): OcrSession<Image> {
  let worker: Promise<OcrWorker<Image>> | null = null;
  /** The languages tesseract runs with now ("eng+spa"), and all the worker has loaded. */
  let active = '';
  let loaded = new Set<OcrLanguage>();
  let listener: ((progress: OcrProgress) => void) | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: ReturnType<typeof setTimeout> | undefined;

  const log = (message: OcrLog) => {
    const progress = ocrProgressOf(message);
    if (progress && listener) listener({ stage: progress.stage, progress: Math.min(1, Math.max(0, progress.progress)) });
  };
  const stop = async () => {
    clearTimeout(idle);
    const current = worker;
    worker = null;
    active = '';
    loaded = new Set();
    if (current) await current.then((w) => w.terminate()).catch(() => undefined);
  };
  const started = (languages: readonly OcrLanguage[]) => {
    worker ??= (async () => {
      const created = await start(log, languages);
      await created.setParameters(LETTER_OCR_PARAMETERS);
      active = languages.join('+');
      loaded = new Set(languages);
      return created;
    })().catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  };
  /** The worker, running with these languages (a switch that fails leaves no worker: the next job starts afresh). */
  const ready = async (languages: readonly OcrLanguage[], onProgress: (progress: OcrProgress) => void) => {
    const fresh = worker === null;
    if (fresh) onProgress({ stage: 'ocr-loading', progress: 0 });
    const current = await started(languages);
    const wanted = languages.join('+');
    if (active !== wanted) {
      if (!fresh) onProgress({ stage: 'ocr-loading', progress: 0 });
      try {
        await current.reinitialize(wanted);
        await current.setParameters(LETTER_OCR_PARAMETERS);
      } catch (error) {
        await stop();
        throw error;
      }
      active = wanted;
      for (const language of languages) loaded.add(language);
      onProgress({ stage: 'ocr-loading', progress: 1 });
    } else if (fresh) onProgress({ stage: 'ocr-loading', progress: 1 });
    return current;
  };
  const restIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => void (queue = queue.then(stop)), idleMs);
    // In Node, a resting OCR worker must not keep the process alive.
    (idle as { unref?: () => void }).unref?.();
  };
  const enqueue = <T>(work: () => Promise<T>) => {
    const job = queue.then(work);
    queue = job.catch(() => undefined);
    return job;
  };

  const ocr = (image: Image, onProgress: (progress: OcrProgress) => void = () => undefined, languages: readonly OcrLanguage[] = LATIN_OCR) =>
    enqueue(async (): Promise<OcrReading> => {
      clearTimeout(idle);
      listener = onProgress;
      try {
        const current = await ready(languages, onProgress);
        onProgress({ stage: 'ocr', progress: 0 });
        try {
          const { data } = await current.recognize(image);
          onProgress({ stage: 'ocr', progress: 1 });
          return { text: data.text, confidence: data.confidence };
        } catch (error) {
          // A worker that failed mid-job may be broken; the next letter gets a fresh one.
          await stop();
          throw error;
        }
      } finally {
        listener = null;
        restIdle();
      }
    });

  return {
    ocr,
    warm: (languages = LATIN_OCR) =>
      enqueue(async () => {
        await ready(languages, () => undefined);
        restIdle();
      }),
    close: () => {
      const job = queue.then(stop);
      queue = job;
      return job;
    },
    loadedLanguages: () => [...loaded],
  };
}
