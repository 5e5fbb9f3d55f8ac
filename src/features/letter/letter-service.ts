// The server path's client (supabase-js and all), loaded once when first needed: guests and
// people offline never download it.
type LetterService = typeof import('../../data/letter-analysis');

let loading: Promise<LetterService> | undefined;

export function loadLetterService(): Promise<LetterService> {
  loading ??= import('../../data/letter-analysis').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
