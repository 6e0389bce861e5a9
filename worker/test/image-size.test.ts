import { describe, expect, it } from 'vitest';
import { imageSize } from '../src/lib/image-size';

// Real files: Chromium's canvas encoders wrote the 300 × 17 ones (PNG, baseline JPEG with an ICC
// profile before the frame, extended WebP); the 1 × 1 WebPs are the lossy and lossless files
// browsers' feature tests use.
const bytes = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
const PNG_300x17 = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAASwAAAARCAYAAABn7pGyAAAAyUlEQVR4AezUsQ3DMAwEwEAraY1kjezkLJvAveqAT54BNWpM3gu/' +
    'rv387vflMPAGvIHyb2B99uvhI0CAQILAShjSjAQIELgFFNatMORYk0C6gMJKT9D8BAYJKKxBYVuVQLqAwkpP0PwETgJN7xRW02Ct' +
    'RaCjgMLqmKqdCDQVUFhNg7UWgY4CCuuUqjsCBEoKKKySsRiKAIGTgMI6qbgjQKCkgMIqGYuh/ifgT0kCCispLbMSGC6gsIY/AOsT' +
    'SBJQWElpmZXAcIEfAAAA//8UfQDrAAAABklEQVQDAH+Rkq2S/z6uAAAAAElFTkSuQmCC',
);
const JPEG_300x17 = bytes(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh' +
    'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB' +
    'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA' +
    'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y' +
    'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM' +
    'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQ' +
    'FxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgo' +
    'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAARASwDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/' +
    'xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAb/xAAWEQEBAQAAAAAAAAAAAAAAAAAAARH/2gAMAwEA' +
    'AhEDEQA/AJABTp23QAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH/2Q==',
);
const WEBP_EXTENDED_300x17 = bytes(
  'UklGRjwCAABXRUJQVlA4WAoAAAAgAAAAKwEAEAAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh' +
    'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB' +
    'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA' +
    'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y' +
    'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM' +
    'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggTgAAAPAEAJ0BKiwBEQA+bTaZSaQioqEg6ACA' +
    'DYlpAHYAAA7sqvl7jT3k306dOnTp06dN8AD+7gpn/9wZn1dtK//1v0K20jZEFjoEAP4EAAAAAA==',
);
const WEBP_LOSSY_1x1 = bytes('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
const WEBP_LOSSLESS_1x1 = bytes('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

describe('imageSize', () => {
  it('reads the width and height of real PNG, JPEG and WebP files', () => {
    expect(imageSize(PNG_300x17, 'image/png')).toEqual({ width: 300, height: 17 });
    expect(imageSize(JPEG_300x17, 'image/jpeg')).toEqual({ width: 300, height: 17 });
    expect(imageSize(WEBP_EXTENDED_300x17, 'image/webp')).toEqual({ width: 300, height: 17 });
    expect(imageSize(WEBP_LOSSY_1x1, 'image/webp')).toEqual({ width: 1, height: 1 });
    expect(imageSize(WEBP_LOSSLESS_1x1, 'image/webp')).toEqual({ width: 1, height: 1 });
  });

  it('answers null for a header cut short, a JPEG whose scan starts before any frame, or a zero size', () => {
    expect(imageSize(PNG_300x17.slice(0, 20), 'image/png')).toBeNull();
    expect(imageSize(JPEG_300x17.slice(0, 100), 'image/jpeg')).toBeNull();
    expect(imageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0]), 'image/jpeg')).toBeNull();
    expect(imageSize(WEBP_LOSSY_1x1.slice(0, 24), 'image/webp')).toBeNull();
    const zeroWide = PNG_300x17.slice();
    zeroWide.fill(0, 16, 20);
    expect(imageSize(zeroWide, 'image/png')).toBeNull();
    // A length of zero would loop for ever if trusted.
    expect(imageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]), 'image/jpeg')).toBeNull();
  });
});
