import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOcrSession, ocrProgressOf, type OcrLog } from './ocr-session';

afterEach(() => {
  vi.useRealTimers();
});

function fakeWorker() {
  let log: (message: OcrLog) => void = () => undefined;
  const worker = {
    recognize: vi.fn(async (image: string) => {
      log({ status: 'recognizing text', progress: 0.5 });
      if (image === 'broken') throw new Error('bad image');
      return { data: { text: `text of ${image}` } };
    }),
    terminate: vi.fn(async () => undefined),
  };
  const start = vi.fn(async (logger: (message: OcrLog) => void) => {
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
    const texts = await Promise.all([session.ocr('a', first), session.ocr('b', second)]);
    expect(texts).toEqual(['text of a', 'text of b']);
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
    expect(await session.ocr('a')).toBe('text of a');
    expect(start).toHaveBeenCalledTimes(2);
    await session.close();
  });

  it('lets a failed start be tried again', async () => {
    const { start } = fakeWorker();
    start.mockRejectedValueOnce(new Error('offline'));
    const session = createOcrSession(start);
    await expect(session.ocr('a')).rejects.toThrow('offline');
    expect(await session.ocr('a')).toBe('text of a');
    await session.close();
  });
});
