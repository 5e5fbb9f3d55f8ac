// Features never import each other (docs/architecture.md "Layers and the import rules"); where one
// needs another's engine, the app connects them here, at start, with a dynamic import so nothing
// loads before it is used:
// - the assistant reads a photo of a letter with Explain my letter's reader and explainer.
import { provideLetterPhotoReader } from '../features/assistant/letter-photo';

export function connectFeatures(): void {
  provideLetterPhotoReader(async (image, reader) => (await import('../features/letter/read-letter-photo')).readLetterPhoto(image, reader));
}
