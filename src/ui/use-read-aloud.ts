// Read aloud with the browser's own speech (no download, works offline where the phone has voices).
// Each section is spoken a sentence at a time: some browsers cut a long utterance off after about
// fifteen seconds, and short ones also let Stop act at once. Where there is no speech, no button.
// Where the phone has voices but none for the language, nothing is read (another language's voice
// reading Kreyòl or Portuguese is noise, not help): `speak` says so, and the screen tells the person.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../core/language';

const VOICE_LANG: Record<Language, string> = { en: 'en-US', es: 'es-US', zh: 'zh-CN', pt: 'pt-BR', ht: 'ht-HT' };

/** The voice for `lang` (e.g. es-US), else one of the same language (es-MX, es-ES), else none. */
function pickVoice(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const normal = (tag: string) => tag.replace('_', '-').toLowerCase();
  const primary = lang.split('-')[0]!.toLowerCase();
  return voices.find((voice) => normal(voice.lang) === lang.toLowerCase()) ?? voices.find((voice) => normal(voice.lang).split('-')[0] === primary);
}

function speechSynthesisOrNull(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis;
}

export interface ReadAloud {
  supported: boolean;
  /** The id of what is being read, or null. */
  speaking: string | null;
  /** Starts reading; false when the phone has no voice for the language (nothing is read). */
  speak: (id: string, sentences: string[], language: Language) => boolean;
  stop: () => void;
}

export function useReadAloud(): ReadAloud {
  const [synth] = useState(speechSynthesisOrNull);
  const [speaking, setSpeaking] = useState<string | null>(null);
  // Cancelling ends the old utterances with an error event; only the current reading may clear the state.
  const reading = useRef(0);

  useEffect(() => () => synth?.cancel(), [synth]);

  const stop = useCallback(() => {
    reading.current += 1;
    synth?.cancel();
    setSpeaking(null);
  }, [synth]);

  const speak = useCallback(
    (id: string, sentences: string[], language: Language) => {
      if (!synth) return false;
      const lang = VOICE_LANG[language];
      const voices = synth.getVoices();
      const voice = pickVoice(voices, lang);
      // An empty list means the voices have not loaded yet: the browser then picks one by `lang`.
      if (!voice && voices.length > 0) return false;
      synth.cancel();
      const run = ++reading.current;
      const finish = () => {
        if (reading.current === run) setSpeaking(null);
      };
      sentences.forEach((text, index) => {
        const utterance = new window.SpeechSynthesisUtterance(text);
        utterance.lang = lang;
        if (voice) utterance.voice = voice;
        utterance.onerror = finish;
        if (index === sentences.length - 1) utterance.onend = finish;
        synth.speak(utterance);
      });
      setSpeaking(id);
      return true;
    },
    [synth],
  );

  return { supported: synth !== null, speaking, speak, stop };
}
