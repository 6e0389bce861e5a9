import { vi } from 'vitest';

class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  constructor(public text: string) {}
}

/** jsdom has no speech: a stand-in that records what would have been said. */
export function stubSpeech() {
  const synth = { speak: vi.fn(), cancel: vi.fn() };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken: () => synth.speak.mock.calls.map(([u]) => (u as FakeUtterance).text) };
}
