// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_READY_TOLD, offlineReadyOnce } from './offline-ready-once';

describe('offlineReadyOnce', () => {
  beforeEach(() => window.localStorage.clear());

  it('tells the first time on a device, and not after the next install or update', () => {
    const tell = vi.fn();
    offlineReadyOnce(tell)();
    expect(tell).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(OFFLINE_READY_TOLD)).toBe('1');
    // A later page load (a fresh worker after an update) wraps a new callback: still silent.
    const later = vi.fn();
    offlineReadyOnce(later)();
    offlineReadyOnce(later)();
    expect(later).not.toHaveBeenCalled();
  });
});
