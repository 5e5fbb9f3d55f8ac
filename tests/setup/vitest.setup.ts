// Shared set-up for unit and component tests: an IndexedDB in memory for Dexie, and a clean DOM
// after each component test.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
