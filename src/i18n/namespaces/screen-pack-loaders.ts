import type { ScreenName } from '../../content/screen-packs';

/** A language's loader of each screen's pack, one import each (so the build makes each its own chunk). */
export type ScreenPackLoaders = Record<ScreenName, () => Promise<{ default: unknown }>>;
