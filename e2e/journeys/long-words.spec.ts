import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectOneLineBar } from '../support/fit';
import { text } from '../support/locales';
import { createMember, signInThroughForm } from '../support/members';
import { textFreePhoto } from '../support/photos';
import { laptop, phone, topBar } from '../support/screens';

/**
 * Issue 21: German compounds and Japanese lines without spaces must fit a phone and the desktop bar. The
 * screens are walked at 390 px (and the bar at 1366 and 1024 px) in the languages with the longest words;
 * screenshots land in e2e/artifacts/ (gitignored) for people to look at.
 */
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: `${artifacts}long-words-${name}.png`, fullPage: true, animations: 'disabled' });
}

for (const language of ['de', 'ja'] as const) {
  test.describe(`${language} on a phone (390×844)`, () => {
    test.use(phone);

    test('home, avatar page and album fit the width; the avatar picker is a button', async ({ page, request }) => {
      const member = await createMember(request, `lw${language}`, 1, language);
      await signInThroughForm(page, member);
      await page.goto(`/${language}/home`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Home with the header: one line, nothing wider than the phone.
      await expect(topBar(page)).toBeVisible();
      await expectOneLineBar(topBar(page), `${language} home header`);
      await expectNoSidewaysScroll(page, `${language} home`);
      await shoot(page, `${language}-home-phone`);

      // The avatar page: the header holds the screen's title on one line, the page fits.
      await page.goto('/setting/avatar');
      const form = page.getByTestId('avatar-form');
      await expect(form).toBeVisible();
      await expect(topBar(page)).toContainText(text(language, 'nav', 'title.settingAvatar'));
      await expectOneLineBar(topBar(page), `${language} avatar header`);
      await expectNoSidewaysScroll(page, `${language} avatar page`);
      // No native "Choose file / No file chosen" control: the input itself is visually hidden.
      const input = form.locator('input[type="file"]');
      await expect(input).toHaveCount(1);
      expect(await input.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      await shoot(page, `${language}-avatar-phone`);

      // The picker is a button that opens the file chooser; the chosen photo is framed and uploaded.
      const picker = form.getByRole('button', { name: text(language, 'settings', 'avatar.choose') });
      await expect(picker).toBeVisible();
      const chooserOpens = page.waitForEvent('filechooser');
      await picker.click();
      const chooser = await chooserOpens;
      expect(chooser.isMultiple()).toBe(false);
      const photo = await textFreePhoto(page, language === 'de' ? 3 : 5);
      await chooser.setFiles(photo);
      await expect(page.getByRole('slider', { name: text(language, 'settings', 'avatar.zoom') })).toBeVisible();
      await expect(form.getByRole('button', { name: text(language, 'settings', 'avatar.chooseOther') })).toBeVisible();
      await expectNoSidewaysScroll(page, `${language} avatar page with a photo`);
      await shoot(page, `${language}-avatar-chosen-phone`);

      // The keyboard reaches the picker too: focus it and press Enter, the chooser opens again.
      const again = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: text(language, 'settings', 'avatar.chooseOther') }).focus();
      await page.keyboard.press('Enter');
      await (await again).setFiles(photo);
      await expect(page.getByRole('slider', { name: text(language, 'settings', 'avatar.zoom') })).toBeVisible();

      await form.getByRole('button', { name: text(language, 'settings', 'avatar.save') }).click();
      await expect(page.getByText(text(language, 'settings', 'saved'))).toBeVisible();
      const current = form.getByRole('img', {
        name: text(language, 'common', 'user.avatarOf').replace('{{name}}', member.name),
      });
      await expect(current).toHaveAttribute('src', /.+/);

      // The album with its folder tabs and upload button.
      await page.goto('/album');
      await expect(page.getByTestId('album-page')).toBeVisible();
      await expect(page.getByTestId('album-upload')).toBeVisible();
      await expectOneLineBar(topBar(page), `${language} album header`);
      await expectNoSidewaysScroll(page, `${language} album`);
      // A photo card in the grid, uploaded through the album's button.
      const albumChooser = page.waitForEvent('filechooser');
      await page.getByTestId('album-upload').click();
      await (await albumChooser).setFiles(await textFreePhoto(page, language === 'de' ? 7 : 9));
      await expect(page.getByTestId('album-grid').locator('img')).toHaveCount(1, { timeout: 20_000 });
      await expectNoSidewaysScroll(page, `${language} album with a photo`);
      await shoot(page, `${language}-album-phone`);

      // The longest screen title of the header (Kostenpflichtige Leistungen) stands whole on one line.
      await page.goto('/paid');
      await expect(topBar(page)).toContainText(text(language, 'nav', 'title.paid'));
      await expectOneLineBar(topBar(page), `${language} paid services header`);
      await expectNoSidewaysScroll(page, `${language} paid services`);
    });
  });
}

test.describe('the desktop bar in long-word languages', () => {
  test.use(laptop);

  test('stands on one line at 1366 and 1024 px in de, fr, it, ja and ko', async ({ page, request }) => {
    const member = await createMember(request, 'lwdesk', 0, 'de');
    await signInThroughForm(page, member);
    for (const language of ['de', 'fr', 'it', 'ja', 'ko'] as const) {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`/${language}/home`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const nav = page.getByRole('navigation', { name: text(language, 'nav', 'bar.main') });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: text(language, 'nav', 'bar.friends') })).toBeVisible();
      for (const width of [1366, 1024]) {
        await page.setViewportSize({ width, height: 768 });
        await expectOneLineBar(topBar(page), `${language} bar at ${width} px`);
        await expectNoSidewaysScroll(page, `${language} home at ${width} px`);
        fs.mkdirSync(artifacts, { recursive: true });
        await page.screenshot({ path: `${artifacts}long-words-${language}-bar-${width}.png`, animations: 'disabled' });
      }
    }
    // The avatar page on a desktop: the picker sits in a drop zone.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/de/home');
    await page.goto('/setting/avatar');
    const form = page.getByTestId('avatar-form');
    await expect(form.getByRole('button', { name: text('de', 'settings', 'avatar.choose') })).toBeVisible();
    await expect(form.getByText(text('de', 'settings', 'avatar.drop'))).toBeVisible();
    await shoot(page, 'de-avatar-1366');
  });
});
