// Set by vite.config.ts's OCR plugin: the versioned folder the OCR and pdf.js files are served from.
interface ImportMetaEnv {
  readonly PALI_OCR_DIR?: string;
}
