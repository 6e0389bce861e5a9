import * as v from 'valibot';

// Timed transcripts as WebVTT (https://www.w3.org/TR/webvtt1/): the CMS and the worker check
// a file with this parser and tell the editor the line and the reason of the first problem.
// Only what a transcript needs is kept: each cue's times, its words and its speaker (<v Name>).

export const MAX_VTT_BYTES = 500_000;

export type Cue = { start: number; end: number; text: string; speaker: string | null };
export type VttResult = { ok: true; cues: Cue[] } | { ok: false; line: number; reason: string };

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** "01:02.500" or "1:01:02.500"-style WebVTT timestamps (hours optional, at least two digits) to seconds. */
function seconds(stamp: string): number | null {
  const m = TIMESTAMP.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/** Tags (<v Maya>, <i>, <c.loud>) out, the speaker kept, and the five entities WebVTT text uses decoded. */
function cueText(lines: string[]): { text: string; speaker: string | null } {
  const raw = lines.join('\n');
  const speaker = /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(raw)?.[1]?.trim() ?? null;
  const text = raw
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lrm;|&rlm;/g, '')
    .replace(/&amp;/g, '&')
    .trim();
  return { text, speaker };
}

const fail = (line: number, reason: string): VttResult => ({ ok: false, line, reason });

/** Reads a WebVTT file: its cues in order, or the first line that is wrong and why. */
export function parseVtt(input: string): VttResult {
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return fail(1, 'A WebVTT file starts with the word WEBVTT on its first line');
  const cues: Cue[] = [];
  let i = 1;
  // The header's own lines run to the first blank line.
  while (i < lines.length && lines[i]!.trim() !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    // NOTE, STYLE and REGION blocks carry no words of the transcript.
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!)) continue;
    const timingAt = block[0]!.includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    // A lone line is a cue without its timing, not an identifier missing the timing below it.
    const lineNo = blockStart + (timing === undefined ? 0 : timingAt) + 1;
    if (timing === undefined || !timing.includes('-->')) return fail(lineNo, 'Expected a cue timing like 00:00:05.000 --> 00:00:09.000');
    const [from, rest = ''] = timing.split('-->').map((s) => s.trim());
    const to = rest.split(/[ \t]+/)[0] ?? '';
    const start = seconds(from!);
    const end = seconds(to);
    if (start === null || end === null)
      return fail(lineNo, `The times must look like 00:05.000 or 01:02:05.000 (found "${timing.trim().slice(0, 60)}")`);
    if (end <= start) return fail(lineNo, 'A cue must end after it starts');
    const previous = cues.at(-1);
    if (previous && start < previous.start) return fail(lineNo, 'Cues must be in order of their start times');
    const { text, speaker } = cueText(block.slice(timingAt + 1));
    if (text === '') return fail(lineNo, 'This cue has no words after its timing line');
    cues.push({ start, end, text, speaker });
  }
  if (cues.length === 0) return fail(lines.length, 'The file has no cues');
  return { ok: true, cues };
}

// SubRip (.srt), the other common caption format, is taken too and stored as WebVTT: its cues
// are WebVTT's without the header, with a comma before the milliseconds ("00:00:05,000").
const SRT_START = /^\s*\d+[ \t]*\r?\n[ \t]*\d{1,2}:\d{2}:\d{2},\d{3}[ \t]*-->/;
const SRT_TIME = /\b(\d{1,2}):(\d{2}):(\d{2}),(\d{3})\b/g;
/** Lines added in front of an SRT file to make it WebVTT; a problem's line number is the file's own. */
const SRT_HEADER_LINES = 2;

/** Whether the text is SubRip rather than WebVTT: a cue number, then a timing with commas. */
export const looksLikeSrt = (text: string) =>
  !text.replace(/^\uFEFF/, '').startsWith('WEBVTT') && SRT_START.test(text.replace(/^\uFEFF/, ''));

/** SubRip to WebVTT, line for line (so line numbers stay the file's, plus the header's two). */
export function srtToVtt(srt: string): string {
  const body = srt
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line.includes('-->') ? line.replace(SRT_TIME, (_, h: string, m, sec, ms) => `${h.padStart(2, '0')}:${m}:${sec}.${ms}`) : line,
    )
    .join('\n');
  return `WEBVTT\n\n${body}`;
}

/**
 * A transcript file as the CMS gives it, WebVTT or SRT: the WebVTT to store and its cues, or
 * the first problem with the line number of the file the editor has.
 */
export function readTranscriptFile(text: string): (Extract<VttResult, { ok: true }> & { vtt: string }) | Extract<VttResult, { ok: false }> {
  const srt = looksLikeSrt(text);
  const vtt = srt ? srtToVtt(text) : text;
  const result = parseVtt(vtt);
  if (result.ok) return { ...result, vtt };
  // A number alone on the first line: an SRT file whose first timing is wrong, not a WebVTT without its header.
  if (!srt && /^\uFEFF?\s*\d+[ \t]*\r?\n/.test(text))
    return { ok: false, line: 2, reason: 'An SRT cue starts with its number, then a timing like 00:00:05,000 --> 00:00:09,000' };
  return srt ? { ...result, line: Math.max(1, result.line - SRT_HEADER_LINES) } : result;
}

/** "Line 3: A cue must end after it starts": the words the CMS and the API both use. */
export const vttProblem = (result: Extract<VttResult, { ok: false }>) => `Line ${result.line}: ${result.reason}`;

/** PUT /api/transcripts/{id}: the WebVTT or SRT text, pasted or read from a file by the CMS; SRT comes out as WebVTT. */
export const transcriptSchema = v.object({
  vtt: v.pipe(
    v.string('Paste or choose a WebVTT or SRT file'),
    v.nonEmpty('Paste or choose a WebVTT or SRT file'),
    v.check((text) => new TextEncoder().encode(text).length <= MAX_VTT_BYTES, 'A transcript file can be at most 500 KB'),
    v.rawCheck(({ dataset, addIssue }) => {
      // One message at a time: an empty or oversized file is not also parsed.
      if (!dataset.typed || dataset.issues) return;
      const result = readTranscriptFile(dataset.value);
      if (!result.ok) addIssue({ message: vttProblem(result) });
    }),
    v.transform((text) => (looksLikeSrt(text) ? srtToVtt(text) : text)),
  ),
});
