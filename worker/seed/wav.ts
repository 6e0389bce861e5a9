/**
 * A short, gentle chime sequence as 8-bit mono PCM WAV: a real file any browser plays,
 * small enough to seed dozens of them. The notes vary with `seed` so items sound distinct.
 */
const RATE = 8000;

/** How long every demo recording is; the catalogue's durations and the demo chapters use it. */
export const DEMO_AUDIO_SECONDS = 30;

export function makeChimeWav(seed: number, seconds = DEMO_AUDIO_SECONDS): Uint8Array {
  const samples = RATE * seconds;
  const out = new Uint8Array(44 + samples);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples, true);

  // A pentatonic scale keeps any sequence pleasant; one note every 1.5 s.
  const scale = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33];
  const noteLength = RATE * 1.5;
  for (let i = 0; i < samples; i++) {
    const note = Math.floor(i / noteLength);
    const frequency = scale[(seed * 3 + note * ((seed % 4) + 1)) % scale.length]!;
    const t = (i % noteLength) / RATE;
    const envelope = Math.exp(-2.2 * t) * Math.min(1, t * 40);
    const fade = Math.min(1, i / RATE, (samples - i) / RATE);
    const value = Math.sin(2 * Math.PI * frequency * t) * 0.6 + Math.sin(4 * Math.PI * frequency * t) * 0.15;
    out[44 + i] = 128 + Math.round(value * envelope * fade * 90);
  }
  return out;
}
