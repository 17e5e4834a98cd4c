import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { laptop, phone } from '../support/screens';

/*
 * Comments and reactions (issue 21): a member posts; another reacts and comments (with an emoji from the
 * picker); the author sees the count, the reaction and the comment after a reload and deletes the comment.
 */

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function openAs(browser: Browser, member: Member, screen: object = laptop): Promise<Page> {
  const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${artifacts}comments-${name}.png`, animations: 'disabled' });
}

test('a member reacts to and comments on a post; its author sees both and deletes the comment', async ({
  browser,
  request,
}) => {
  // Men see the posts of the women they seek: she posts, he reads on his phone.
  const author = await createMember(request, 'poster', 0);
  const reader = await createMember(request, 'reader');
  const a = await openAs(browser, author);
  await a.goto('/home');
  await a.getByTestId('feed-input').fill('Sunset walk along the Bund tonight');
  await a.getByTestId('feed-post').click();
  const posted = a.getByTestId('feed-content').filter({ hasText: 'Sunset walk' });
  await expect(posted).toBeVisible();
  const postId = Number((await a.getByTestId('feed-time').first().getAttribute('href'))!.split('/').pop());

  const b = await openAs(browser, reader, phone);
  await b.goto('/home');
  const card = b.getByTestId(`feed-item-${postId}`);
  await expect(card.getByTestId('comment-count')).toHaveText('0');
  await card.getByTestId('reaction-add').click();
  await card.getByTestId('reaction-pick-❤️').click();
  await expect(card.getByTestId('reaction-chip-❤️')).toHaveText('❤️ 1');
  await expect(card.getByTestId('reaction-chip-❤️')).toHaveAttribute('aria-pressed', 'true');
  // Changing his mind moves the one reaction.
  await card.getByTestId('reaction-add').click();
  await card.getByTestId('reaction-pick-🔥').click();
  await expect(card.getByTestId('reaction-chip-🔥')).toHaveText('🔥 1');
  await expect(card.getByTestId('reaction-chip-❤️')).toHaveCount(0);

  await card.getByTestId('comments-toggle').click();
  await expect(card.getByTestId('comments-empty')).toHaveText('No comments yet. Say something nice!');
  const form = card.getByTestId('comment-form');
  await form.getByTestId('comment-input').fill('Beautiful! Where exactly? ');
  await form.getByTestId('feed-emoji-toggle').click();
  await form.getByTestId('feed-emoji-sun').click();
  await form.getByTestId('comment-send').click();
  await expect(card.getByTestId('comment-content')).toHaveText('Beautiful! Where exactly? ☀️');
  await expect(card.getByTestId('comment-count')).toHaveText('1');
  await expect(form.getByTestId('comment-input')).toHaveValue('');
  await shoot(b, 'reader-phone');

  // The author reloads: the count, the reaction and the comment are there; she may delete it.
  await a.reload();
  const own = a.getByTestId(`feed-item-${postId}`);
  await expect(own.getByTestId('comment-count')).toHaveText('1');
  await expect(own.getByTestId('reaction-chip-🔥')).toHaveText('🔥 1');
  await expect(own.getByTestId('reaction-chip-🔥')).toHaveAttribute('aria-pressed', 'false');
  await own.getByTestId('comments-toggle').click();
  const comment = own.getByTestId('comment-content');
  await expect(comment).toHaveText('Beautiful! Where exactly? ☀️');
  await expect(own.getByTestId('comment-author')).toHaveText(reader.name);
  await shoot(a, 'author-laptop');
  await own.getByTestId('comment-menu').click();
  await own.getByTestId('comment-delete').click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Delete comment' }).click();
  await expect(comment).toHaveCount(0);
  await expect(own.getByTestId('comment-count')).toHaveText('0');

  // The post's own page opens with its comments: none left for the reader either.
  await b.goto(`/feed/${postId}`);
  await expect(b.getByTestId('comments-empty')).toBeVisible();
  await expect(b.getByTestId('comment-count')).toHaveText('0');
  await shoot(b, 'single-phone');

  await a.context().close();
  await b.context().close();
});
