import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';

// The Web Speech API is not in TypeScript's DOM library; these are the parts we use.
interface SpeechRecognitionResultEventLike {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionResultEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

type SpeechWindow = Window & {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
};

/** The browser's speech recognition class (Chrome and Safari still prefix it), if any. */
export function getSpeechRecognition(): SpeechRecognitionConstructor | undefined {
  const speechWindow = window as SpeechWindow;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/**
 * Voice search with the browser's speech recognition (English, US). `onTranscript` receives
 * what was said; browsers without the API get the spec's alert instead.
 */
export function useVoiceSearch(onTranscript: (text: string) => void) {
  const { i18n, t } = useLingui();
  const [listening, setListening] = useState(false);
  const [failed, setFailed] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  });

  // Leaving the page must release the microphone.
  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      window.alert(t`Voice search not supported`);
      return;
    }
    recognition.current?.abort();
    const instance = new Recognition();
    // The reader's language: a French speaker is heard in French.
    instance.lang = i18n.locale === 'fr-CA' ? 'fr-CA' : 'en-US';
    instance.interimResults = false;
    instance.maxAlternatives = 1;
    instance.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript ?? '';
      onTranscriptRef.current(transcript.trim());
    };
    instance.onerror = (event) => {
      // "no-speech" and "aborted" are normal endings, not failures worth reporting.
      if (event.error !== 'no-speech' && event.error !== 'aborted') setFailed(true);
    };
    instance.onend = () => {
      setListening(false);
      if (recognition.current === instance) recognition.current = null;
    };
    recognition.current = instance;
    setFailed(false);
    setListening(true);
    try {
      instance.start();
    } catch {
      setListening(false);
      setFailed(true);
    }
  }, [i18n, t]);

  const stop = useCallback(() => {
    recognition.current?.abort();
  }, []);

  return { listening, failed, start, stop };
}
