import { expect, test, type Browser, type Page } from '@playwright/test';
import { parseEmoji } from '@yuanfen/contract';
import { XSS_CORPUS } from '@yuanfen/contract/testing';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { laptop } from '../support/screens';

async function openAs(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ ...laptop, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

/** What a reader sees of a text: the characters as typed, `[name]` shortcodes as their emoji. */
const shown = (text: string) =>
  parseEmoji(text)
    .map((part) => (part.kind === 'text' ? part.text : part.emoji))
    .join('');

/** The elements inside an element other than the spans of rendered text: markup from users must never render. */
const markupInside = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) =>
    Array.from(node.querySelectorAll('*'))
      .map((el) => el.tagName)
      .filter((tag) => tag !== 'SPAN'),
  );

test('a member posts text with an emoji, another member sees it on the news feed as text', async ({
  browser,
  request,
}) => {
  // Men see the posts of the women they seek (and the other way round): a lady posts, a gentleman reads.
  const author = await createMember(request, 'poster', 0);
  const reader = await createMember(request, 'reader');
  const a = await openAs(browser, author);
  const b = await openAs(browser, reader);
  await b.goto('/home');
  await expect(b.getByTestId('feed-list').or(b.getByTestId('feed-list-empty'))).toBeVisible();

  await a.goto('/home');
  await a.getByTestId('feed-input').fill('Hello from Lisbon <b>not bold</b> ');
  await a.getByTestId('feed-emoji-toggle').click();
  await a.getByTestId('feed-emoji-smile').click();
  await a.getByTestId('feed-post').click();
  const mine = a.getByTestId('feed-content').first();
  await expect(mine).toHaveText('Hello from Lisbon <b>not bold</b> 😊');
  // The post button stays locked for a moment after posting (spec §5: 3 s).
  await expect(a.getByTestId('feed-post')).toBeDisabled();

  // The reader's open feed learns of the post (newFeed) and shows it on demand.
  await b.getByTestId('feed-new').click();
  await expect(b.getByTestId('feed-content').filter({ hasText: 'Hello from Lisbon' }).first()).toHaveText(
    'Hello from Lisbon <b>not bold</b> 😊',
  );
  await expect(b.getByTestId('feed-new')).toHaveCount(0);
  await expect(b.locator('[data-testid=feed-content] b')).toHaveCount(0);

  await a.context().close();
  await b.context().close();
});

test('markup typed into a post or a biography shows as the same characters and never runs', async ({
  browser,
  request,
}) => {
  const author = await createMember(request, 'markup', 0);
  const reader = await createMember(request, 'careful');
  const a = await openAs(browser, author);
  const b = await openAs(browser, reader);
  const dialogs: string[] = [];
  b.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const corpus = XSS_CORPUS.join('\n');

  await a.goto('/home');
  await a.getByTestId('feed-input').fill(corpus);
  await a.getByTestId('feed-post').click();
  const post = a.locator('article').filter({ hasText: 'DROP TABLE feeds' });
  await expect(post).toHaveCount(1);
  const postId = Number((await post.getAttribute('data-testid'))!.replace('feed-item-', ''));

  await a.goto('/setting/introduction');
  await a.getByTestId('intro-biography').fill(corpus);
  await a.getByTestId('settings-save').click();
  await expect(a.getByRole('status', { name: 'Notifications' })).toContainText('Your changes are saved');

  // The reader finds the post on its own page, with every character as typed and no element from it.
  await b.goto(`/feed/${postId}`);
  const content = `[data-testid=feed-item-${postId}] [data-testid=feed-content]`;
  await expect(b.locator(content)).toBeVisible();
  expect(await b.locator(content).evaluate((node) => node.textContent)).toBe(shown(corpus));
  expect(await markupInside(b, content)).toEqual([]);

  await b.goto(`/profile/${author.id}`);
  await expect(b.getByTestId('profile-bio')).toBeVisible();
  expect(await b.getByTestId('profile-bio').evaluate((node) => node.textContent)).toBe(shown(corpus));
  expect(await markupInside(b, '[data-testid=profile-bio]')).toEqual([]);

  // The author's timeline lists the post; once deleted, its page says so instead of a broken page.
  await b.goto(`/timeline/${author.id}`);
  await expect(b.getByTestId('timeline-feed').locator('article')).toHaveCount(1);
  await a.goto(`/feed/${postId}`);
  await a.getByTestId('feed-menu').click();
  await a.getByTestId('feed-delete').click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click();
  await expect(a).toHaveURL(/\/home$/);
  await b.goto(`/feed/${postId}`);
  await expect(b.getByTestId('feed-missing')).toHaveText(/This post was deleted or is not available\./);
  await expect(b).toHaveURL(new RegExp(`/feed/${postId}$`));

  expect(dialogs).toEqual([]);
  await a.context().close();
  await b.context().close();
});
