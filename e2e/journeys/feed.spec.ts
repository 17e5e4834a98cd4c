import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { laptop } from '../support/screens';

async function openAs(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ ...laptop, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

test('a member posts text with an emoji, another member sees it on the news feed as text', async ({
  browser,
  request,
}) => {
  // Men see the posts of the women they seek (and the other way round): a lady posts, a gentleman reads.
  const author = await createMember(request, 'poster', 0);
  const reader = await createMember(request, 'reader');
  const a = await openAs(browser, author);
  const b = await openAs(browser, reader);

  await a.goto('/home');
  await a.getByTestId('feed-input').fill('Hello from Lisbon <b>not bold</b> ');
  await a.getByTestId('feed-emoji-toggle').click();
  await a.getByTestId('feed-emoji-smile').click();
  await a.getByTestId('feed-post').click();
  const mine = a.getByTestId('feed-content').first();
  await expect(mine).toHaveText('Hello from Lisbon <b>not bold</b> 😊');
  // The post button stays locked for a moment after posting (spec §5: 3 s).
  await expect(a.getByTestId('feed-post')).toBeDisabled();

  await b.goto('/home');
  await expect(b.getByTestId('feed-content').filter({ hasText: 'Hello from Lisbon' }).first()).toHaveText(
    'Hello from Lisbon <b>not bold</b> 😊',
  );
  await expect(b.locator('[data-testid=feed-content] b')).toHaveCount(0);

  await a.context().close();
  await b.context().close();
});
