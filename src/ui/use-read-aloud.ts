// Read aloud with the browser's own speech (no download, works offline where the phone has voices).
// Each section is spoken a sentence at a time: some browsers cut a long utterance off after about
// fifteen seconds, and short ones also let Stop act at once. Where there is no speech, no button.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../core/language';

const VOICE_LANG: Record<Language, string> = { en: 'en-US', es: 'es-US', zh: 'zh-CN' };

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
  speak: (id: string, sentences: string[], language: Language) => void;
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
      if (!synth) return;
      synth.cancel();
      const run = ++reading.current;
      const finish = () => {
        if (reading.current === run) setSpeaking(null);
      };
      const lang = VOICE_LANG[language];
      const voice = pickVoice(synth.getVoices(), lang);
      sentences.forEach((text, index) => {
        const utterance = new window.SpeechSynthesisUtterance(text);
        utterance.lang = lang;
        if (voice) utterance.voice = voice;
        utterance.onerror = finish;
        if (index === sentences.length - 1) utterance.onend = finish;
        synth.speak(utterance);
      });
      setSpeaking(id);
    },
    [synth],
  );

  return { supported: synth !== null, speaking, speak, stop };
}
