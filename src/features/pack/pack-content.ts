// The Pack's purposes and documents, one pack per language (src/ui/screen-pack.ts).
import type { ScreenPacks } from '../../content/screen-packs';
import { screenPackOf, useScreenPack } from '../../ui/screen-pack';

type PackContent = ScreenPacks['pack'];

export const packContent = screenPackOf('pack');

export const usePackContent = (): PackContent => useScreenPack(packContent);
