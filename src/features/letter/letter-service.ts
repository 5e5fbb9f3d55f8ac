// The server path's client (supabase-js and all), loaded once when first needed: guests and
// people offline never download it.
// A failed download (offline) is forgotten: the next call tries again.
import { once } from '../../core/once';

type LetterService = typeof import('../../data/letter-analysis');

export const loadLetterService: () => Promise<LetterService> = once(() => import('../../data/letter-analysis'));
