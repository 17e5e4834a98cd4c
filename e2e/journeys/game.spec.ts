import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { laptop, phone } from '../support/screens';

/**
 * The game (issue 19): a member plays a whole round of the memory board — on a phone by touch, on a laptop
 * with the keyboard only — and finds their score on the week's leaderboard. The server's rules are the
 * real ones: the round is signed, and the score counts only once the round took as long as a round takes
 * (the board's lock after each move makes it so). The player remembers each card it has seen turned up,
 * as a person would: a card's picture is in the page only while it is face up.
 */

async function openAs(
  browser: Browser,
  member: Member,
  screen: typeof laptop | typeof phone,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<Page> {
  const context = await browser.newContext({ ...screen, reducedMotion, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** Plays the board to the end, turning cards with `turn`; answers the moves made. */
async function playRound(page: Page, turn: (card: Locator) => Promise<void>, name: string): Promise<number> {
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(16);
  const seen = new Map<number, string>();
  let moves = 0;
  const states = () => cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
  const flip = async (i: number) => {
    await turn(cards.nth(i));
    await expect(cards.nth(i)).toHaveAttribute('data-face', /^\d+$/);
    seen.set(i, (await cards.nth(i).getAttribute('data-face'))!);
  };
  const settled = async (a: number, b: number) => {
    for (const i of [a, b]) await expect(cards.nth(i)).not.toHaveAttribute('data-state', 'up');
  };
  for (;;) {
    const down = (await states()).flatMap((state, i) => (state === 'down' ? [i] : []));
    if (down.length === 0) break;
    const known = down.filter((i) => seen.has(i));
    const pair = known.flatMap((a) => known.filter((b) => b > a && seen.get(b) === seen.get(a)).map((b) => [a, b]))[0];
    let a: number;
    let b: number;
    if (pair) {
      [a, b] = pair as [number, number];
      await flip(a);
    } else {
      a = down.find((i) => !seen.has(i))!;
      await flip(a);
      const twin = down.find((i) => i !== a && seen.get(i) === seen.get(a));
      b = twin ?? down.find((i) => i !== a && !seen.has(i))!;
    }
    await flip(b);
    moves++;
    if (moves === 4) await shot(page, `${name}-playing`);
    await settled(a, b);
  }
  return moves;
}

test('a member plays a round by touch on a phone (reduced motion) and finds their score on the week’s leaderboard', async ({
  browser,
  request,
}, testInfo) => {
  const anna = await createMember(request, 'gamer');
  // With reduced motion the cards change face without turning; the game plays the same.
  const page = await openAs(browser, anna, phone, 'reduce');
  // From the /me menu.
  await page.goto('/me');
  await page.getByRole('link', { name: 'Game' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { name: 'Gift memory' })).toBeVisible();
  await expect(page.getByTestId('game-best')).toHaveText('0');
  await expect(
    page.getByText('No scores yet this week. Be the first!').or(page.getByTestId('game-leaders-week')),
  ).toBeVisible();
  await expect(page.getByTestId('game-time')).toHaveText('90 s');
  await shot(page, 'game-phone-start');

  const moves = await playRound(page, (card) => card.tap(), 'game-phone');
  const finish = page.getByTestId('game-finish');
  await expect(finish.getByRole('heading', { name: 'All pairs found!' })).toBeVisible();
  await expect(page.getByTestId('game-moves')).toHaveText(String(moves));
  const score = Number(await page.getByTestId('game-final-score').textContent());
  expect(score).toBeGreaterThanOrEqual(800);
  expect(score).toBeLessThanOrEqual(1620);
  await expect(page.getByTestId('game-finish-status')).toHaveText('A new personal best!');
  await expect(page.getByTestId('game-best')).toHaveText(String(score));
  const mine = page.getByTestId('game-leaders-week').locator(`[data-user-id="${anna.id}"]`);
  await expect(mine).toHaveAttribute('data-score', String(score));
  await expect(mine).toContainText('You');
  await shot(page, 'game-phone-finished');

  // Another round deals a new board, clock reset.
  await page.getByTestId('game-play-again').tap();
  await expect(finish).toBeHidden();
  await expect(page.getByTestId('game-moves')).toHaveText('0');
  await expect(page.locator('[data-testid=game-card][data-state=down]')).toHaveCount(16);

  await page.getByTestId('game-board-tab-all').tap();
  await expect(page).toHaveURL(/board=all/);
  await expect(page.getByTestId('game-leaders-all').locator(`[data-user-id="${anna.id}"]`)).toHaveAttribute(
    'data-score',
    String(score),
  );
  await expectNoSeriousA11yViolations(page, testInfo, 'game-phone');
  await page.context().close();
});

test('a member plays a round with the keyboard only on a laptop; the leaderboard shows both players', async ({
  browser,
  request,
}, testInfo) => {
  const [bob, cleo] = [await createMember(request, 'keys'), await createMember(request, 'cleo')];
  // Cleo has a score this week already (set up through the API, with the server's own rules: a signed
  // round, a score sent after the round's minimum time).
  const auth = await request.post('/v1/authenticate', { data: { identity: cleo.name, password: cleo.password } });
  const headers = { authorization: `Bearer ${((await auth.json()) as { token: string }).token}` };
  const { round } = (await (await request.get('/v1/game', { headers })).json()) as {
    round: { id: string; sig: string; ts: number };
  };
  await new Promise((resolve) => setTimeout(resolve, 6_500));
  const sent = await request.post('/v1/game', {
    headers,
    data: { round_id: round.id, sig: round.sig, ts: round.ts, score: 900 },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const replay = await request.post('/v1/game', {
    headers,
    data: { round_id: round.id, sig: round.sig, ts: round.ts, score: 900 },
  });
  expect(replay.status()).toBe(409);

  const page = await openAs(browser, bob, laptop);
  await page.goto('/game');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(16);
  await expect(page.getByTestId('game-leaders-week').locator(`[data-user-id="${cleo.id}"]`)).toHaveAttribute(
    'data-score',
    '900',
  );
  await shot(page, 'game-laptop-start');
  // The cards are one stop of the tab order; the arrows move between them.
  await cards.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cards.nth(5)).toBeFocused();
  await expect(cards.nth(5)).toHaveAttribute('tabindex', '0');
  await expect(cards.first()).toHaveAttribute('tabindex', '-1');

  let presses = 0;
  await playRound(
    page,
    async (card) => {
      await card.focus();
      await page.keyboard.press(presses++ % 2 ? 'Space' : 'Enter');
    },
    'game-laptop',
  );
  await expect(page.getByTestId('game-finish')).toBeVisible();
  await expect(page.getByTestId('game-play-again')).toBeFocused();
  const score = Number(await page.getByTestId('game-final-score').textContent());
  await expect(page.getByTestId('game-best')).toHaveText(String(score));
  const week = page.getByTestId('game-leaders-week');
  await expect(week.locator(`[data-user-id="${bob.id}"]`)).toHaveAttribute('data-score', String(score));
  await expect(week.locator(`[data-user-id="${cleo.id}"]`)).toBeVisible();
  await shot(page, 'game-laptop-finished');
  await expectNoSeriousA11yViolations(page, testInfo, 'game-laptop');
  await page.context().close();
});
