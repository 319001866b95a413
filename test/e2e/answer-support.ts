import type { FileChooser, Locator, Page } from '@playwright/test';
import { press, tabTo } from './a11y-support';
import { expect, expectNoAxeViolations } from './fixtures';

export interface AnswerPhoto {
  name: string;
  buffer: Buffer;
  altText: string;
}

/**
 * The photo step of the specialist's answer form (staff §2.4, §5), by keyboard only, once the answer is
 * typed: 'Add Photos' opens the file chooser, the photo uploads, 'Send it!' without alt text stops with
 * the spec's message and puts focus on the photo's alt text, the alt text is typed (axe runs), and
 * 'Send it!' sends; resolves once the page has reloaded. `choosers` collects the page's file choosers.
 */
export async function sendAnswerWithPhotoByKeyboard(
  page: Page,
  form: Locator,
  choosers: FileChooser[],
  photo: AnswerPhoto,
): Promise<void> {
  const before = choosers.length;
  await tabTo(page, form.getByRole('button', { name: 'Add Photos' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(before + 1);
  await choosers[before]?.setFiles({ name: photo.name, mimeType: 'image/png', buffer: photo.buffer });
  await expect(form.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 10_000 });

  const send = form.getByRole('button', { name: 'Send it!' });
  await tabTo(page, send);
  await press(page, 'Enter');
  await expect(form.getByText('Failed to submit. All answer images need valid alt-text.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: `Alt text for ${photo.name}` })).toBeFocused();
  await page.keyboard.type(photo.altText);
  await expectNoAxeViolations(page);

  await tabTo(page, send);
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
}
