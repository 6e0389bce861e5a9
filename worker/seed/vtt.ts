import { parseVtt } from '../src/schemas/webvtt';

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const mm = String(Math.floor(ms / 60_000)).padStart(2, '0');
  const ss = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

/**
 * A demo episode's timed transcript: its speaker-labelled lines ("Maya: ...") spread evenly
 * over the demo audio's real length, each a cue with its speaker (<v Maya>). Checked with the
 * parser the CMS uses, so the seed can never store a file the editor would be refused.
 */
export function demoVtt(transcript: string, seconds: number): string {
  const lines = transcript.split('\n').filter((line) => line.trim() !== '');
  const each = seconds / lines.length;
  const cues = lines.map((line, i) => {
    const match = /^([^:]{1,40}):\s*(.+)$/.exec(line);
    const words = (match ? `<v ${match[1]}>${match[2]}` : line).replace(/&/g, '&amp;');
    return `${stamp(i * each)} --> ${stamp((i + 1) * each)}\n${words}`;
  });
  const vtt = `WEBVTT\n\n${cues.join('\n\n')}\n`;
  if (!parseVtt(vtt).ok) throw new Error('demoVtt made a file the parser refuses');
  return vtt;
}
