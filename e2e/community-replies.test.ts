import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { joinAndConfirm } from './support/accounts';
import { expectAccessible, toastText, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { expectReflow } from './support/page-checks';

const browser = useBrowser();

/** A fresh discussion by the signed-in member, made through the API as the page would. */
async function discussion(page: Page): Promise<{ postId: number; commentId: number }> {
  return page.evaluate(async () => {
    const send = async (path: string, body: unknown) => {
      const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await res.json()) as { id: number };
    };
    const post = await send('/api/community/posts', {
      title: `Replies walk ${Date.now()}`,
      content: 'How long did your plan review take this year?',
      category: 'Support',
    });
    const comment = await send(`/api/community/posts/${post.id}/comments`, { content: 'Mine took six months and three phone calls.' });
    return { postId: post.id, commentId: comment.id };
  });
}

/**
 * A new member named Sam Taylor, as the demo member is, so the names read the same: the demo
 * member is new (trust level 0, 3 posts a day) and other browser tests post as them too.
 */
const asNewSam = (page: Page) =>
  joinAndConfirm(page, {
    email: `sam-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.net`,
    firstName: 'Sam',
    lastName: 'Taylor',
  });

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe('replying to a comment', () => {
  it('replies by keyboard under the comment, nests a reply to the reply one level deep, and names whom each answers', async () => {
    const { page } = await browser.newPage();
    await asNewSam(page);
    const { postId, commentId } = await discussion(page);
    await page.goto(`/community/posts/${postId}`);
    await page.getByRole('heading', { level: 3, name: /^Sam Taylor ·/ }).waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Reply to Sam Taylor', exact: true }));
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: 'Reply to Sam Taylor', exact: true });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Reply to Sam Taylor', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'reply box open');

    // Cancelled, focus goes back to the Reply button.
    await tabTo(page, page.getByRole('button', { name: 'Cancel reply to Sam Taylor' }));
    await page.keyboard.press('Enter');
    await box.waitFor({ state: 'detached' });
    await expect.poll(() => focusedId(page)).toBe(`reply-to-${commentId}`);

    await page.keyboard.press('Enter');
    await box.fill('Same here: four months, and the letter came after the call.');
    await tabTo(page, page.getByRole('button', { name: 'Post Reply' }));
    await page.keyboard.press('Enter');
    await toastText(page, 'Your reply has been added!').waitFor();
    // Focus on the new reply, a level-4 heading under the comment, saying whom it answers.
    await expect.poll(() => focusedId(page)).toMatch(/^comment-\d+$/);
    const firstReplyId = Number((await focusedId(page))!.slice('comment-'.length));
    const replies = page.getByRole('list', { name: 'Replies to Sam Taylor' });
    const reply = replies.getByRole('article').first();
    await reply.getByRole('heading', { level: 4, name: /^Sam Taylor ·/ }).waitFor();
    await reply.getByText('Mine took six months and three phone calls.').waitFor();

    // A reply to the reply: still one level in, linking to the reply it answers.
    await reply.getByRole('button', { name: 'Reply to Sam Taylor', exact: true }).click();
    await box.fill('And the review meeting itself took ten minutes.');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect.poll(() => replies.getByRole('article').count()).toBe(2);
    const second = replies.getByRole('article').nth(1);
    await second.getByRole('heading', { level: 4 }).waitFor();
    expect(await second.getByRole('link', { name: 'In reply to Sam Taylor' }).getAttribute('href')).toBe(
      `/community/posts/${postId}#comment-${firstReplyId}`,
    );
    await second.getByText('Same here: four months, and the letter came after the call.').waitFor();
    expect(await page.locator('main ul ul ul').count()).toBe(0);
    await expectAccessible(page, 'discussion with replies');

    // Following "In reply to" takes focus to the answered comment.
    await second.getByRole('link', { name: 'In reply to Sam Taylor' }).click();
    await expect.poll(() => focusedId(page)).toBe(`comment-${firstReplyId}`);
  });

  it('quotes a comment into a reply by keyboard from its Quote button, or just the words selected in it', async () => {
    const { page } = await browser.newPage();
    await asNewSam(page);
    const { postId } = await discussion(page);
    await page.goto(`/community/posts/${postId}`);
    await tabTo(page, page.getByRole('button', { name: 'Quote comment by Sam Taylor' }));
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: 'Reply to Sam Taylor' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe('> Mine took six months and three phone calls.\n\n');
    // The caret after the quote: typing answers it.
    await page.keyboard.type('Did the review change anything?');
    expect(await box.inputValue()).toBe('> Mine took six months and three phone calls.\n\nDid the review change anything?');
    await expectAccessible(page, 'reply box with a quote');

    // Words selected in the comment: only they are quoted, after what is already written.
    await page.evaluate(() => {
      const words = Array.from(document.querySelectorAll('main article p, main article div')).find(
        (el) => el.textContent === 'Mine took six months and three phone calls.',
      )!;
      const text = words.firstChild!.nodeType === Node.TEXT_NODE ? words.firstChild! : words.querySelector('*')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 'Mine took '.length);
      range.setEnd(text, 'Mine took six months'.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await page.getByRole('button', { name: 'Quote comment by Sam Taylor' }).click();
    expect(await box.inputValue()).toBe(
      '> Mine took six months and three phone calls.\n\nDid the review change anything?\n\n> six months\n\n',
    );
    await box.press('End');
    await page.keyboard.type('That long?');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await toastText(page, 'Your reply has been added!').waitFor();
    await page
      .getByRole('list', { name: 'Replies to Sam Taylor' })
      .getByText(/^> Mine took six months and three phone calls\.\s+Did the review change anything\?\s+> six months\s+That long\?$/)
      .waitFor();

    // The post itself quotes into the comment box, by keyboard too.
    await tabTo(page, page.getByRole('button', { name: 'Quote post' }), { back: true });
    await page.keyboard.press('Enter');
    const comment = page.getByRole('textbox', { name: 'Your comment' });
    await expect.poll(() => comment.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await comment.inputValue()).toBe('> How long did your plan review take this year?\n\n');
  });

  it('reads at 320 px with 200 % text without sideways scrolling', async () => {
    const { page, context } = await browser.newPage({ width: 320, height: 800 });
    await context.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ fontSize: 200 })));
    await asNewSam(page);
    const { postId, commentId } = await discussion(page);
    await page.evaluate(
      async ([post, comment]) =>
        fetch(`/api/community/posts/${post}/comments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'A reply that has to wrap on a narrow screen at large text.', replyToId: comment }),
        }),
      [postId, commentId] as const,
    );
    await page.goto(`/community/posts/${postId}`);
    await page.getByRole('list', { name: 'Replies to Sam Taylor' }).getByRole('article').waitFor();
    await page.getByRole('button', { name: 'Reply to Sam Taylor', exact: true }).last().click();
    await page.getByRole('textbox', { name: 'Reply to Sam Taylor', exact: true }).waitFor();
    await expectReflow(page, 'a discussion with replies at 320 px and 200% text');
  });
});
