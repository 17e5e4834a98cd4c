import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { balanceInTopBar, rechargeFiftyThroughSandbox } from '../support/gold';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { photoWithText, textFreePhoto } from '../support/photos';
import { laptop, phone } from '../support/screens';

async function openAs(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ ...laptop, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

/** Picks one photo in the composer and waits until it is uploaded (its check mark or settled tile). */
async function attachPhoto(page: Page, seed: number): Promise<void> {
  await page.getByTestId('feed-photo-input').setInputFiles(await textFreePhoto(page, seed));
  await expect(page.getByTestId('pending-photo')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
}

test('photos in posts: seen by others in the viewer, the non-VIP limit, and a secret photo bought with gold', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Men see the posts of the women they seek: a lady posts, a gentleman reads and buys.
  const author = await createMember(request, 'snap', 0);
  const buyer = await createMember(request, 'fan');
  const a = await openAs(browser, author);
  const b = await openAs(browser, buyer);

  // A photo with words in it is refused on the spot, and the post waits until it is removed.
  await a.goto('/home');
  await a.getByTestId('feed-input').fill('Refused first');
  await a.getByTestId('feed-photo-input').setInputFiles(await photoWithText(a));
  await expect(a.getByTestId('pending-photo-error')).toHaveText(
    'Photo 1: This photo contains text, and photos with text are not allowed.',
    { timeout: 30_000 },
  );
  await expect(a.getByTestId('feed-post')).toBeDisabled();
  await a.getByTestId('pending-photo-remove').click();
  await expect(a.getByTestId('pending-photos')).toHaveCount(0);

  // 1. Text with an emoji and a photo.
  await a.getByTestId('feed-input').fill('Harbour at dusk ');
  await a.getByTestId('feed-emoji-toggle').click();
  await a.getByTestId('feed-emoji-smile').click();
  await attachPhoto(a, 1);
  await a.getByTestId('feed-post').click();
  const first = a.locator('article').filter({ hasText: 'Harbour at dusk' });
  await expect(first.getByTestId('feed-content')).toHaveText('Harbour at dusk 😊');
  await expect(first.getByTestId('photo-grid').getByRole('listitem')).toHaveCount(1);
  await expect(a.getByTestId('pending-photos')).toHaveCount(0);

  // The reader sees the post with its photo and opens it full screen.
  await b.goto('/home');
  const seen = b.locator('article').filter({ hasText: 'Harbour at dusk' });
  await expect(seen.getByTestId('feed-content')).toHaveText('Harbour at dusk 😊');
  await seen.getByTestId('photo-grid').getByRole('button').click();
  const viewer = b.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('photo-viewer-counter')).toHaveText('1 / 1');
  await expect(viewer.getByTestId('photo-viewer-image')).toHaveJSProperty('complete', true);
  await expect(viewer.getByRole('button', { name: 'Close the viewer' })).toBeFocused();
  await expectNoSeriousA11yViolations(b, test.info(), 'photo viewer', '[data-testid=photo-viewer]');
  await b.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // 2. A secret photo with its price.
  await a.getByTestId('feed-input').fill('Only for the curious');
  await attachPhoto(a, 2);
  await a.getByTestId('feed-secret').check();
  await a.getByTestId('price-input').fill('5');
  await expect(a.getByTestId('feed-post')).toBeEnabled();
  await a.getByTestId('feed-post').click();
  const secretPost = a.locator('article').filter({ hasText: 'Only for the curious' });
  // Its author sees the original, marked as secret.
  await expect(secretPost.getByTestId('photo-grid').getByRole('button')).not.toHaveAttribute('data-locked');

  // 3. A third post within 24 hours without VIP: the prompt offers the upgrade (400057).
  await expect(a.getByTestId('feed-post')).toBeDisabled();
  await a.getByTestId('feed-input').fill('One more for today');
  await expect(a.getByTestId('feed-post')).toBeEnabled();
  await a.getByTestId('feed-post').click();
  const prompt = a.getByRole('alertdialog', { name: 'Notice' });
  await expect(prompt).toContainText('Members without VIP can post 2 times in 24 hours');
  await prompt.getByRole('button', { name: 'Upgrade to VIP' }).click();
  await expect(a.getByTestId('pay-modal')).toHaveAttribute('data-mode', 'upgrade');
  await a.keyboard.press('Escape');
  await expect(a.locator('article').filter({ hasText: 'One more for today' })).toHaveCount(0);

  // 4. The reader gets gold, finds the secret photo blurred with its price, pays, and sees the original.
  await rechargeFiftyThroughSandbox(b);
  await expect(balanceInTopBar(b)).toHaveText('50');
  await b.goto('/home');
  const locked = b
    .locator('article')
    .filter({ hasText: 'Only for the curious' })
    .getByRole('button', { name: 'Secret photo, 5 gold to unlock' });
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await locked.click();
  const pay = b.getByRole('dialog', { name: 'Unlock this secret photo' });
  await expect(pay.getByTestId('secret-pay-price')).toHaveText('5 gold');
  await expect(pay.getByTestId('secret-pay-balance')).toHaveText('50 gold');
  // Contrast is measured once the dialog has finished fading in.
  await b.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await expectNoSeriousA11yViolations(b, test.info(), 'secret photo pay dialog', '[role=dialog]');

  // Meanwhile the author lowers the price: the reader pays only what the dialog showed, so nothing is
  // charged, the dialog says why, and opening the photo again shows the new price.
  const signedIn = await request.post('/v1/authenticate', {
    data: { identity: author.email, password: author.password },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const authorAuth = { authorization: `Bearer ${token}` };
  const posts = (await (await request.get(`/v1/feeds/user/${author.id}`, { headers: authorAuth })).json()) as {
    data: { content: string; uploads: { id: number }[] }[];
  };
  const secretId = posts.data.find((p) => p.content === 'Only for the curious')!.uploads[0]!.id;
  expect((await request.put(`/v1/uploads/${secretId}`, { data: { price: 4 }, headers: authorAuth })).status()).toBe(
    200,
  );
  await pay.getByTestId('secret-pay-confirm').click();
  await expect(pay.getByTestId('secret-pay-refusal')).toHaveText(
    'The owner has changed the price. Open the photo again to see the new price.',
  );
  await expect(pay.getByTestId('secret-pay-confirm')).toBeDisabled();
  await expect(balanceInTopBar(b)).toHaveText('50');
  // The dialog tells it; no second, generic notice.
  await expect(b.getByText('Please check the highlighted fields')).toHaveCount(0);
  await b.screenshot({ path: test.info().outputPath('secret-pay-price-changed.png') });
  await pay.getByRole('button', { name: 'Cancel' }).click();
  await expect(pay).toBeHidden();
  await b
    .locator('article')
    .filter({ hasText: 'Only for the curious' })
    .getByRole('button', { name: 'Secret photo, 4 gold to unlock' })
    .click();
  await expect(pay.getByTestId('secret-pay-price')).toHaveText('4 gold');
  await pay.getByTestId('secret-pay-confirm').click();
  await expect(pay).toBeHidden();
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('photo-viewer-image')).toHaveJSProperty('complete', true);
  expect(await viewer.getByTestId('photo-viewer-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    640,
  );
  await expect(balanceInTopBar(b)).toHaveText('46');
  await viewer.getByRole('button', { name: 'Close the viewer' }).click();
  await expect(viewer).toBeHidden();
  // Bought stays bought: the tile now opens the original, no longer locked.
  await expect(
    b.locator('article').filter({ hasText: 'Only for the curious' }).getByTestId('photo-grid').getByRole('button'),
  ).not.toHaveAttribute('data-locked');

  await a.context().close();
  await b.context().close();
});

test('a member keeps album photos in folders: upload, move, price and delete, and others see only what they may', async ({
  browser,
  request,
}) => {
  const owner = await createMember(request, 'album', 0);
  const visitor = await createMember(request, 'guest');
  const a = await openAs(browser, owner);
  const b = await openAs(browser, visitor);
  const grid = a.getByTestId('album-grid');

  await a.goto('/album');
  await expect(a.getByTestId('folder-hint')).toHaveText('Public: everyone who can see your profile sees these photos.');
  await a.getByTestId('album-file-input').setInputFiles(await textFreePhoto(a, 3));
  // The upload shows its success, then the photo joins the folder's grid.
  await expect(grid.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(a.getByTestId('pending-photos')).toHaveCount(0);
  await expect(a.getByTestId('folder-tab-public')).toContainText('1');
  await expectNoSeriousA11yViolations(a, test.info(), 'album');

  // Others who may see the profile see public photos, from the profile's strip to the photo page.
  await b.goto(`/profile/${owner.id}`);
  await b.getByTestId('photo-strip-all').click();
  await expect(b).toHaveURL(new RegExp(`/photo/${owner.id}$`));
  await expect(b.getByTestId('member-photos').getByRole('listitem')).toHaveCount(1);

  // Moved to private: only the owner and friends see it.
  await a.getByTestId('album-select').click();
  await grid.getByRole('button').first().click();
  await a.getByTestId('album-move-private').click();
  await expect(a.getByTestId('album-grid-empty')).toBeVisible();
  await a.getByTestId('folder-tab-private').click();
  await expect(a.getByTestId('folder-hint')).toHaveText('Private: only you and your friends see these photos.');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await b.reload();
  await expect(b.getByTestId('member-photos-empty')).toBeVisible();

  // Moved to secret with a price: others see it blurred, with its price.
  await a.getByTestId('album-select').click();
  await grid.getByRole('button').first().click();
  await a.getByTestId('album-move-secret').click();
  await a.getByTestId('folder-tab-secret').click();
  await a.getByTestId('album-select').click();
  await grid.getByRole('button').first().click();
  await a.getByTestId('album-price').click();
  await a.getByRole('dialog').getByTestId('price-input').fill('7');
  await a.getByTestId('price-save').click();
  await expect(grid.getByRole('button').first()).toContainText('7 gold');
  await b.reload();
  await expect(b.getByRole('button', { name: 'Secret photo, 7 gold to unlock' })).toBeVisible();
  await expectNoSeriousA11yViolations(b, test.info(), 'member photos');

  // The visitor buys it from the album: the original opens, and stays theirs.
  await rechargeFiftyThroughSandbox(b);
  await b.getByRole('button', { name: 'Secret photo, 7 gold to unlock' }).click();
  const pay = b.getByRole('dialog', { name: 'Unlock this secret photo' });
  await expect(pay.getByTestId('secret-pay-price')).toHaveText('7 gold');
  await pay.getByTestId('secret-pay-confirm').click();
  const viewer = b.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer.getByTestId('photo-viewer-image')).toHaveJSProperty('complete', true);
  await expect(balanceInTopBar(b)).toHaveText('43');
  await b.keyboard.press('Escape');
  await b.reload();
  await expect(b.getByTestId('member-photos').getByRole('button').first()).not.toHaveAttribute('data-locked');

  // Deleted after confirming: gone for everyone.
  await a.getByTestId('album-select').click();
  await grid.getByRole('button').first().click();
  await a.getByTestId('album-delete').click();
  await a.getByRole('alertdialog').getByTestId('confirm-yes').click();
  await expect(a.getByTestId('album-grid-empty')).toBeVisible();
  await b.reload();
  await expect(b.getByTestId('member-photos-empty')).toBeVisible();

  await a.context().close();
  await b.context().close();
});

test('on a phone, pulling the news feed down at its top refreshes it', async ({ browser, request }) => {
  const author = await createMember(request, 'pull', 0);
  const reader = await createMember(request, 'thumb');
  const a = await openAs(browser, author);
  const context = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL });
  const b = await context.newPage();
  await signInThroughForm(b, reader);
  // Earlier journeys may have filled the feed: what matters is that it has loaded without the new post.
  await expect(b.getByTestId('feed-list').or(b.getByTestId('feed-list-empty'))).toBeVisible();
  await expect(b.getByTestId('feed-content').filter({ hasText: 'Fresh from the bakery' })).toHaveCount(0);

  await a.getByTestId('feed-input').fill('Fresh from the bakery');
  await a.getByTestId('feed-post').click();
  await expect(a.getByTestId('feed-content').first()).toHaveText('Fresh from the bakery');

  // A finger drags down from the top of the page and lets go past the threshold.
  const touch = await context.newCDPSession(b);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 200 }] });
  for (const y of [260, 320, 380, 440]) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] });
  }
  await expect(b.getByTestId('pull-indicator')).toHaveText(/Release to refresh/);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(b.getByTestId('pull-indicator')).toHaveText(/Refreshing/);
  await expect(b.getByTestId('feed-content').first()).toHaveText('Fresh from the bakery');
  await expect(b.getByTestId('pull-indicator')).toHaveCount(0);

  await a.context().close();
  await context.close();
});

test('the photo viewer: arrow keys move through a post’s photos, navigation waits while it is open, a broken image falls back', async ({
  browser,
  request,
}) => {
  const author = await createMember(request, 'views', 0);
  const reader = await createMember(request, 'looker');
  const a = await openAs(browser, author);
  const b = await openAs(browser, reader);

  await a.goto('/home');
  await a.getByTestId('feed-input').fill('Two views of the bay');
  await a.getByTestId('feed-photo-input').setInputFiles([await textFreePhoto(a, 7), await textFreePhoto(a, 8)]);
  for (const tile of await a.getByTestId('pending-photo').all()) {
    await expect(tile).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  }
  await a.getByTestId('feed-post').click();
  await expect(a.locator('article').filter({ hasText: 'Two views of the bay' })).toHaveCount(1);

  // The page before is the author's profile, reached inside the app, so going back would leave /home.
  await b.goto(`/profile/${author.id}`);
  await b.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(b).toHaveURL(/\/home$/);
  const post = b.locator('article').filter({ hasText: 'Two views of the bay' });
  await post.getByTestId('photo-grid').getByRole('button').first().click();
  const viewer = b.getByRole('dialog', { name: 'Photo viewer' });
  const counter = viewer.getByTestId('photo-viewer-counter');
  await expect(counter).toHaveText('1 / 2');
  await b.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 2');
  await b.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1 / 2');

  // Going back while the viewer is open is cancelled: the page and the viewer stay.
  await b.goBack();
  await expect(viewer).toBeVisible();
  await expect(b).toHaveURL(/\/home$/);
  await b.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // An image that cannot load shows a neutral tile instead of a broken icon.
  await b.route('**/uploads/photos/**', (route) => route.abort());
  await b.reload();
  await expect(
    b.locator('article').filter({ hasText: 'Two views of the bay' }).getByTestId('image-fallback').first(),
  ).toBeVisible();

  await a.context().close();
  await b.context().close();
});
