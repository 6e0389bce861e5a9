import { describe, expect, it } from 'vitest';
import { parseVtt } from '../src/schemas/webvtt';

describe('parseVtt', () => {
  it('reads cues with their times, speakers and words, skipping notes, styles and cue ids', () => {
    const result = parseVtt(
      [
        '\uFEFFWEBVTT - CripChat 1',
        'Kind: captions',
        '',
        'NOTE written by hand',
        '',
        'intro',
        '00:00.000 --> 00:04.500 align:start',
        '<v Maya>Hello &amp; welcome</v>',
        '',
        '00:00:04.500 --> 00:00:09.000',
        '<v.host Tom>I am Tom.',
        'I work in <i>IT</i>.',
        '',
        '01:00:00.000 --> 01:00:01.000',
        'Late words',
      ].join('\r\n'),
    );
    expect(result).toEqual({
      ok: true,
      cues: [
        { start: 0, end: 4.5, text: 'Hello & welcome', speaker: 'Maya' },
        { start: 4.5, end: 9, text: 'I am Tom.\nI work in IT.', speaker: 'Tom' },
        { start: 3600, end: 3601, text: 'Late words', speaker: null },
      ],
    });
  });

  it('names the line and the reason of the first problem', () => {
    const cases: [string, number, string][] = [
      ['00:00.000 --> 00:01.000\nHi', 1, 'A WebVTT file starts with the word WEBVTT on its first line'],
      ['WEBVTT\n\nid\nHello there', 4, 'Expected a cue timing like 00:00:05.000 --> 00:00:09.000'],
      ['WEBVTT\n\n00:00 --> 00:01.000\nHi', 3, 'The times must look like 00:05.000 or 01:02:05.000 (found "00:00 --> 00:01.000")'],
      ['WEBVTT\n\n00:02.000 --> 00:01.000\nHi', 3, 'A cue must end after it starts'],
      ['WEBVTT\n\n00:02.000 --> 00:03.000\nHi\n\n00:01.000 --> 00:04.000\nBack', 6, 'Cues must be in order of their start times'],
      ['WEBVTT\n\n00:01.000 --> 00:02.000\n<v Maya></v>', 3, 'This cue has no words after its timing line'],
      ['WEBVTT\n', 2, 'The file has no cues'],
      ['WEBVTT\n\n00:00.000 --> 00:61.000\nHi', 3, 'The times must look like 00:05.000 or 01:02:05.000 (found "00:00.000 --> 00:61.000")'],
    ];
    for (const [text, line, reason] of cases) expect(parseVtt(text), reason).toEqual({ ok: false, line, reason });
  });
});
