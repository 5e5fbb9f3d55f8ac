// /rights' sections, contacts and quick cards, one pack per language (src/ui/screen-pack.ts).
import { screenPackOf } from '../../ui/screen-pack';

export const rightsPack = screenPackOf('rights');
