import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectAccessible, toastText, useBrowser } from './support/browser';
import { joinAndConfirm } from './support/accounts';

// A member's profile end to end: a new member (so the seeded ones keep their names for the
// other tests) edits their profile, uploads a photo, and is seen with it on their member page
// and beside their post, whose author link leads there.

const browser = useBrowser();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((c, b) => crcTable[(c ^ b) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real `size`×`size` PNG, one colour: small, and made here rather than kept as a file. */
function makePng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('member profiles', () => {
  it('edits the profile, uploads a photo, and is seen with it on the member page and as a post’s author', async () => {
    const { page, context } = await browser.newPage();
    await joinAndConfirm(page, { email: `profile-${Date.now().toString(36)}@example.net`, firstName: 'Robin', lastName: 'Starting' });

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Your Profile' });
    await section.getByRole('textbox', { name: 'First name' }).waitFor();
    await expectAccessible(page, '/account with the profile');

    // Refused in the worker's words first, then saved.
    await section.getByRole('textbox', { name: 'First name' }).fill('');
    await section.getByRole('button', { name: 'Save profile' }).click();
    await section.locator('[data-error-summary]').getByRole('link', { name: 'Enter your first name' }).waitFor();
    await expectAccessible(page, '/account with a profile error');
    await section.getByRole('textbox', { name: 'First name' }).fill('Kai');
    await section.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
    await section.getByRole('textbox', { name: /^Pronouns/ }).fill('they/them');
    await section.getByRole('textbox', { name: /^Bio/ }).fill('Deaf, and a keen gardener.\n<b>Plain text</b>');
    await section.getByRole('button', { name: 'Save profile' }).click();
    await toastText(page, 'Your profile has been saved.').waitFor();
    // The nav bar's greeting follows the new name.
    await page.getByText('Welcome, Kai').waitFor();

    await section
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(2000, [20, 120, 110]) });
    await section.getByRole('button', { name: 'Upload photo' }).click();
    await toastText(page, 'Your photo has been updated.').waitFor();
    const photo = section.getByRole('img', { name: 'Photo of Kai Nguyen' });
    await photo.waitFor();
    const src = await photo.getAttribute('src');
    // Made smaller in the browser before it was sent: the worker refuses anything over 1024 pixels a side.
    expect(src).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight])).toEqual([512, 512]);
    await expectAccessible(page, '/account with a photo');

    // A post, so the forum shows the author's name and photo.
    const postId = await page.evaluate(async () => {
      const res = await fetch('/api/community/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Gardening without hearing',
          content: 'What I have learnt this year.',
          category: 'Personal Stories',
          tags: [],
        }),
      });
      return ((await res.json()) as { id: number }).id;
    });

    await page.goto(`/community/posts/${postId}`);
    const author = page.getByRole('link', { name: 'Kai Nguyen', exact: true });
    await author.waitFor();
    expect(await page.locator(`article img[src="${src}"]`).count()).toBeGreaterThan(0);
    await author.click();

    await page.getByRole('heading', { level: 1, name: 'Kai Nguyen' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/members\/\d+$/);
    expect(await page.getByRole('img', { name: 'Photo of Kai Nguyen' }).getAttribute('src')).toBe(src);
    await page.getByText('they/them').waitFor();
    await page.getByText(`Joined ${new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' }).format(new Date())}`).waitFor();
    expect(await page.getByText('<b>Plain text</b>').count()).toBe(1);
    const postLink = page.getByRole('region', { name: 'Recent posts' }).getByRole('link', { name: 'Gardening without hearing' });
    expect(await postLink.getAttribute('href')).toBe(`/community/posts/${postId}`);
    const html = await page.content();
    expect(html).not.toContain('@example.net');
    await expectAccessible(page, '/members/{id}');

    // Remove photo: back to initials everywhere.
    await page.goto('/account');
    await section.getByRole('button', { name: 'Remove photo' }).click();
    await toastText(page, 'Your photo has been removed. Your initials are shown instead.').waitFor();
    await expect.poll(() => section.getByRole('img', { name: 'Photo of Kai Nguyen' }).count()).toBe(0);
    expect((await page.request.get(src!)).status()).toBe(404);
    await context.close();
  }, 120_000);
});
