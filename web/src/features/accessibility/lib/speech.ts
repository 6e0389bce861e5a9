// Spoken narration of the visitor's own changes in the widget, a little slow and soft. It
// never reads page content and never goes through a live region: screen readers already
// speak the page, and a second voice reading it would talk over them.

const SPEECH = { rate: 0.9, pitch: 1, volume: 0.8 } as const;

const synth = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : undefined;

/** Speaks a short confirmation, cutting off the previous one so slider steps never queue up. */
export function speak(text: string): boolean {
  const speech = synth();
  if (!speech) return false;
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = SPEECH.rate;
  utterance.pitch = SPEECH.pitch;
  utterance.volume = SPEECH.volume;
  utterance.lang = document.documentElement.lang || 'en-AU';
  speech.speak(utterance);
  return true;
}

export function stopSpeaking(): void {
  synth()?.cancel();
}
