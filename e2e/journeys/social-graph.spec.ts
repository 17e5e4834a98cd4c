import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { laptop } from '../support/screens';

/** A member in a browser of their own, signed in through the form. */
async function openAs(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ ...laptop, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

test('two members like, befriend, report and block each other, and each sees it live', async ({ browser, request }) => {
  const anna = await createMember(request, 'anna');
  const ben = await createMember(request, 'ben');
  const a = await openAs(browser, anna);
  const b = await openAs(browser, ben);

  // A likes B → B's likes-me badge rises without a reload.
  await expect(b.getByTestId('bar-badge-likes')).toHaveCount(0);
  await a.goto(`/profile/${ben.id}`);
  await expect(a.getByRole('heading', { name: ben.name })).toBeVisible();
  await a.getByTestId('profile-like').click();
  await expect(a.getByTestId('profile-like')).toHaveAttribute('data-liked', 'true');
  await expect(b.getByTestId('bar-badge-likes')).toHaveText('1');

  // A sends a friend request → B accepts → both see each other under friends.
  await a.getByTestId('profile-befriend').click();
  await expect(a.getByTestId('profile-friend-state')).toHaveAttribute('data-state', 'pending');
  await b.goto('/user/request');
  await b.locator(`[data-testid=member-card][data-user-id="${anna.id}"]`).getByTestId('request-accept').click();
  await b.goto('/user/friend');
  await expect(b.locator(`[data-testid=user-list-friend] [data-user-id="${anna.id}"]`)).toBeVisible();
  await a.goto('/user/friend');
  await expect(a.locator(`[data-testid=user-list-friend] [data-user-id="${ben.id}"]`)).toBeVisible();

  // A reports B: an empty complaint is refused, a written one is taken.
  await a.goto(`/profile/${ben.id}`);
  await a.getByTestId('profile-report').click();
  await a.getByTestId('report-send').click();
  await expect(a.getByTestId('report-form').getByRole('alert')).toHaveText('Cannot be empty');
  await a.getByTestId('report-content').fill('Sends links to a payment site');
  await a.getByTestId('report-send').click();
  await expect(a.getByText('Thank you. Our team will review your report.')).toBeVisible();

  // B blocks A → A meets B's profile as an unknown one: the 404 page (spec §8), nothing tells of the block.
  await b.goto(`/profile/${anna.id}`);
  await b.getByTestId('profile-block').click();
  await b.getByTestId('confirm-yes').click();
  await expect(b.getByTestId('profile-unblock')).toBeVisible();
  await a.goto(`/profile/${ben.id}`);
  await expect(a.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await a.goto('/user/friend');
  await expect(a.locator(`[data-user-id="${ben.id}"]`)).toHaveCount(0);

  await a.context().close();
  await b.context().close();
});
