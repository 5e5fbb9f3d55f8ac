import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OcrLanguage } from './ocr-languages';
import { createOcrSession, LETTER_OCR_PARAMETERS, ocrProgressOf, type OcrLog } from './ocr-session';

afterEach(() => {
  vi.useRealTimers();
});

function fakeWorker() {
  let log: (message: OcrLog) => void = () => undefined;
  const worker = {
    recognize: vi.fn(async (image: string) => {
      log({ status: 'recognizing text', progress: 0.5 });
      if (image === 'broken') throw new Error('bad image');
      return { data: { text: `text of ${image}`, confidence: 90 } };
    }),
    reinitialize: vi.fn(async (languages: string) => {
      log({ status: 'loading language traineddata', progress: 1 });
      if (languages.includes('missing')) throw new Error('404 missing.traineddata');
    }),
    setParameters: vi.fn(async (_parameters: Record<string, string>) => undefined),
    terminate: vi.fn(async () => undefined),
  };
  const start = vi.fn(async (logger: (message: OcrLog) => void, _languages: readonly OcrLanguage[]) => {
    log = logger;
    logger({ status: 'loading language traineddata', progress: 0.5 });
    return worker;
  });
  return { worker, start };
}

describe('ocrProgressOf', () => {
  it('maps tesseract.js steps onto a loading bar and a reading bar', () => {
    expect(ocrProgressOf({ status: 'loading tesseract core', progress: 0 })).toEqual({ stage: 'ocr-loading', progress: 0 });
    expect(ocrProgressOf({ status: 'initializing api', progress: 1 })).toEqual({ stage: 'ocr-loading', progress: 1 });
    expect(ocrProgressOf({ status: 'recognizing text', progress: 0.3 })).toEqual({ stage: 'ocr', progress: 0.3 });
    expect(ocrProgressOf({ status: 'something new', progress: 0.3 })).toBeNull();
  });
});

describe('createOcrSession', () => {
  it('starts one worker for many images and reports each job to its own caller', async () => {
    const { worker, start } = fakeWorker();
    const session = createOcrSession(start);
    const first = vi.fn();
    const second = vi.fn();
    const readings = await Promise.all([session.ocr('a', first), session.ocr('b', second)]);
    expect(readings).toEqual([
      { text: 'text of a', confidence: 90 },
      { text: 'text of b', confidence: 90 },
    ]);
    expect(start.mock.calls[0]![1]).toEqual(['eng', 'spa']);
    expect(worker.setParameters).toHaveBeenCalledWith(LETTER_OCR_PARAMETERS);
    expect(start).toHaveBeenCalledTimes(1);
    expect(worker.recognize).toHaveBeenCalledTimes(2);
    expect(first).toHaveBeenCalledWith({ stage: 'ocr-loading', progress: 0.675 });
    expect(second).not.toHaveBeenCalledWith(expect.objectContaining({ stage: 'ocr-loading' }));
    expect(second).toHaveBeenCalledWith({ stage: 'ocr', progress: 0.5 });
    await session.close();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('ends the worker after a rest and starts a new one for the next image', async () => {
    vi.useFakeTimers();
    const { worker, start } = fakeWorker();
    const session = createOcrSession(start, { idleMs: 1000 });
    await session.ocr('a');
    await vi.advanceTimersByTimeAsync(1001);
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    await session.ocr('b');
    expect(start).toHaveBeenCalledTimes(2);
    await session.close();
  });

  it('starts afresh after a failure', async () => {
    const { worker, start } = fakeWorker();
    const session = createOcrSession(start);
    await expect(session.ocr('broken')).rejects.toThrow('bad image');
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    expect((await session.ocr('a')).text).toBe('text of a');
    expect(start).toHaveBeenCalledTimes(2);
    await session.close();
  });

  it('lets a failed start be tried again', async () => {
    const { start } = fakeWorker();
    start.mockRejectedValueOnce(new Error('offline'));
    const session = createOcrSession(start);
    await expect(session.ocr('a')).rejects.toThrow('offline');
    expect((await session.ocr('a')).text).toBe('text of a');
    await session.close();
  });

  it('switches the worker to the languages a job asks for, loading nothing before it is needed', async () => {
    const { worker, start } = fakeWorker();
    const session = createOcrSession(start);
    await session.ocr('english');
    expect(session.loadedLanguages()).toEqual(['eng', 'spa']);
    expect(worker.reinitialize).not.toHaveBeenCalled();

    const progress = vi.fn();
    await session.ocr('chinese', progress, ['eng', 'chi_sim']);
    expect(worker.reinitialize).toHaveBeenCalledExactlyOnceWith('eng+chi_sim');
    // A switch starts tesseract afresh: the letter settings are set again.
    expect(worker.setParameters).toHaveBeenCalledTimes(2);
    expect(progress).toHaveBeenCalledWith({ stage: 'ocr-loading', progress: 0 });
    expect(progress).toHaveBeenCalledWith({ stage: 'ocr-loading', progress: 0.9 });
    expect(session.loadedLanguages()).toEqual(['eng', 'spa', 'chi_sim']);

    await session.ocr('more chinese', undefined, ['eng', 'chi_sim']);
    expect(worker.reinitialize).toHaveBeenCalledTimes(1);
    await session.ocr('english again');
    expect(worker.reinitialize).toHaveBeenLastCalledWith('eng+spa');
    expect(start).toHaveBeenCalledTimes(1);
    await session.close();
    expect(session.loadedLanguages()).toEqual([]);
  });

  it('starts afresh after a switch of languages that failed', async () => {
    const { worker, start } = fakeWorker();
    const session = createOcrSession(start);
    await session.ocr('a');
    await expect(session.ocr('b', undefined, ['eng', 'missing' as OcrLanguage])).rejects.toThrow('404');
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    expect((await session.ocr('c')).text).toBe('text of c');
    expect(start).toHaveBeenCalledTimes(2);
    await session.close();
  });

  it('warms up with the languages asked for', async () => {
    const { start } = fakeWorker();
    const session = createOcrSession(start);
    await session.warm(['eng', 'spa', 'chi_sim']);
    expect(start.mock.calls[0]![1]).toEqual(['eng', 'spa', 'chi_sim']);
    expect(session.loadedLanguages()).toEqual(['eng', 'spa', 'chi_sim']);
    await session.close();
  });
});
