// One OCR engine (a tesseract.js worker) kept for the letters that follow, shared by the phone and
// Node: it starts on the first letter (the slow part: seconds to load the core and the language
// data), reads one image at a time, reports each job's progress to that job's caller, and ends
// after a while without work so the memory (about 100 MB) goes back. Runtime-neutral: the
// runtime passes the function that starts its worker.
import type { OcrProgress } from './read-letter';

/**
 * Tesseract settings for letters, set once on each new worker: letters are dark print on light
 * paper, so lines read poorly are not tried again inverted (5–10 % of a photo's time).
 */
export const LETTER_OCR_PARAMETERS = { tessedit_do_invert: '0' } as const;

/** What tesseract.js's logger reports. */
export interface OcrLog {
  status: string;
  progress: number;
}

/** The part of a tesseract.js worker the session uses. */
export interface OcrWorker<Image> {
  recognize(image: Image): Promise<{ data: { text: string } }>;
  terminate(): Promise<unknown>;
}

export interface OcrSession<Image> {
  /** Reads one image; jobs wait their turn. */
  ocr(image: Image, onProgress?: (progress: OcrProgress) => void): Promise<string>;
  /** Starts the worker ahead of the first image (no-op once started). */
  warm(): Promise<void>;
  /** Ends the worker now (a command line does this before exiting). */
  close(): Promise<void>;
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
  start: (log: (message: OcrLog) => void) => Promise<OcrWorker<Image>>,
  { idleMs = 60_000 }: { idleMs?: number } = {},
): OcrSession<Image> {
  let worker: Promise<OcrWorker<Image>> | null = null;
  let listener: ((progress: OcrProgress) => void) | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: ReturnType<typeof setTimeout> | undefined;

  const log = (message: OcrLog) => {
    const progress = ocrProgressOf(message);
    if (progress && listener) listener({ stage: progress.stage, progress: Math.min(1, Math.max(0, progress.progress)) });
  };
  const started = () => {
    worker ??= start(log).catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  };
  const stop = async () => {
    clearTimeout(idle);
    const current = worker;
    worker = null;
    if (current) await current.then((w) => w.terminate()).catch(() => undefined);
  };
  const restIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => void (queue = queue.then(stop)), idleMs);
    // In Node, a resting OCR worker must not keep the process alive.
    (idle as { unref?: () => void }).unref?.();
  };

  const ocr = (image: Image, onProgress: (progress: OcrProgress) => void = () => undefined) => {
    const job = queue.then(async () => {
      clearTimeout(idle);
      listener = onProgress;
      try {
        const loaded = worker !== null;
        if (!loaded) onProgress({ stage: 'ocr-loading', progress: 0 });
        const ready = await started();
        if (!loaded) onProgress({ stage: 'ocr-loading', progress: 1 });
        onProgress({ stage: 'ocr', progress: 0 });
        try {
          const result = await ready.recognize(image);
          onProgress({ stage: 'ocr', progress: 1 });
          return result.data.text;
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
    queue = job.catch(() => undefined);
    return job;
  };

  return {
    ocr,
    warm: () => {
      const job = queue.then(async () => {
        await started();
        restIdle();
      });
      queue = job.catch(() => undefined);
      return job;
    },
    close: () => {
      const job = queue.then(stop);
      queue = job;
      return job;
    },
  };
}
