import { describe, expect, it } from 'vitest';
import { sniffMediaType } from '../src/lib/sniff';
import { MEDIA_MIME_TYPES } from '../src/schemas/cms-media';
import { bytesOf } from './support/media-factories';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((ch) => ch.charCodeAt(0)) : [v])));

describe('sniffMediaType', () => {
  it.each(MEDIA_MIME_TYPES)('recognises %s by its first bytes', (type) => {
    expect(sniffMediaType(bytesOf(type))).toBe(type);
  });

  it('recognises an MP3 without an ID3 tag by its frame sync', () => {
    expect(sniffMediaType(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('audio/mpeg'); // MPEG-1 layer III
    expect(sniffMediaType(bytes(0xff, 0xf3, 0x48, 0xc4))).toBe('audio/mpeg'); // MPEG-2 layer III
  });

  it('tells RIFF files apart by their form type', () => {
    expect(sniffMediaType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe('audio/wav');
    expect(sniffMediaType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffMediaType(bytes('RIFF', 0, 0, 0, 0, 'AVI '))).toBeNull();
  });

  it('knows nothing of text, HTML, SVG, reserved MPEG headers, short or empty input', () => {
    for (const input of [
      bytes('hello world'),
      bytes('<!doctype html>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes(0xff, 0xe9, 0, 0),
      bytes(0xff, 0xf9, 0, 0),
      bytes(0x89, 'PN'),
      new Uint8Array(),
    ]) {
      expect(sniffMediaType(input)).toBeNull();
    }
  });
});
