import type { Locator, Page } from '@playwright/test';
import { samplePhotoPng } from '../../src/mocks/media/png';
import {
  expectFocusOn,
  expectFocusSettled,
  focusPath,
  press,
  recordLiveRegions,
  tabTo,
  takeAnnouncements,
} from './a11y-support';
import { expect, test } from './fixtures';

/**
 * Keyboard-only journeys: no mouse, no click, no fill. Every key press is followed by a check of
 * where focus settled: never on body, never on something hidden or inside a closed (inert,
 * aria-hidden) panel (`press` and `expectFocusSettled` of a11y-support.ts).
 */

async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expectFocusSettled(page, `typing "${text}"`);
}

/**
 * The polite messages since the last check are exactly these (in order), and nothing more arrives
 * within half a second after them.
 */
async function expectPoliteMessages(
  page: Page,
  expected: (string | ReturnType<typeof expect.stringMatching>)[],
): Promise<void> {
  const heard: string[] = [];
  const listen = async () => {
    heard.push(...(await takeAnnouncements(page)).polite);
    return heard;
  };
  await expect.poll(listen, { timeout: 5_000 }).toEqual(expected);
  await page.waitForTimeout(500);
  expect(await listen()).toEqual(expected);
}

const PRODUCT_PAGE = '/p-C13130.html';
const cartLink = (page: Page) => page.locator('header cart-link').getByRole('link');
const sidebar = (page: Page) => page.locator('cart-sidebar');

test.beforeEach(async ({ page }) => {
  await recordLiveRegions(page);
});

test.describe('keyboard only', () => {
  test('add to cart and open the side bar; Escape returns focus to the opener', async ({ page, shop }) => {
    void shop;
    await page.goto(PRODUCT_PAGE);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    const buyBox = page.locator('section[aria-label="Product"] add-to-cart');
    const add = buyBox.getByRole('button', { name: 'Add to Cart' });
    await tabTo(page, add);
    // After the add the same button reads 'Added to Cart'.
    const opener = buyBox.getByRole('button', { name: /^Adde?d? to Cart$/ });
    await takeAnnouncements(page);
    await press(page, 'Enter');

    const dialog = sidebar(page).getByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await expectFocusSettled(page, 'the side bar opened');
    expect(await dialog.evaluate((panel) => panel.matches(':focus-within'))).toBe(true);
    await expectPoliteMessages(page, ['Added to Cart']);

    await press(page, 'Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(opener);
  });

  // A journey of its own, from a fresh page: Shift+Tab from the buy box back to the header after the
  // side bar closed was seen to land on body intermittently (docs/accessibility.md, "Seen flaky").
  test('the header cart link opens the cart; Tab stays inside; Escape returns focus to the link', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto(PRODUCT_PAGE);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await tabTo(page, cartLink(page));
    await press(page, 'Enter');
    const cart = sidebar(page).getByRole('dialog', { name: 'Cart' });
    await expect(cart).toBeVisible();
    await expect(sidebar(page).getByRole('heading', { name: 'Cart (2 Items)' })).toBeVisible();
    // Tab cycles inside the open panel.
    for (let step = 0; step < 15; step += 1) {
      await press(page, 'Tab');
      expect(await cart.evaluate((panel) => panel.matches(':focus-within')), await focusPath(page)).toBe(
        true,
      );
    }
    await press(page, 'Escape');
    await expect(cart).toBeHidden();
    await expectFocusOn(cartLink(page));
  });

  test('change a quantity, remove and undo in the cart side bar; one polite message each', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/');
    await tabTo(page, cartLink(page));
    await press(page, 'Enter');
    const cart = sidebar(page).getByRole('dialog', { name: 'Cart' });
    await expect(sidebar(page).getByRole('heading', { name: 'Cart (2 Items)' })).toBeVisible();
    const line = cart.getByRole('listitem').first();
    const title = (await line.getByRole('heading').textContent()) ?? '';
    await takeAnnouncements(page);

    // + twice, quickly: one change of the cart, one message.
    await tabTo(page, line.getByRole('button', { name: 'Increase quantity' }));
    await press(page, 'Enter');
    await press(page, 'Enter');
    await expect(line.getByRole('textbox', { name: `Quantity of ${title}` })).toHaveValue('3');
    await expectPoliteMessages(page, ['Quantity changed to 3.']);
    await expect(sidebar(page).getByRole('heading', { name: 'Cart (4 Items)' })).toBeVisible();

    // A typed quantity, committed with Enter.
    await press(page, 'Shift+Tab');
    await expectFocusOn(line.getByRole('textbox', { name: `Quantity of ${title}` }));
    await press(page, 'Control+A');
    await type(page, '1');
    await press(page, 'Enter');
    await expectPoliteMessages(page, ['Quantity changed to 1.']);
    await expect(sidebar(page).getByRole('heading', { name: 'Cart (2 Items)' })).toBeVisible();

    // Remove: the undo strip takes the focus.
    await tabTo(page, cart.getByRole('button', { name: `Remove ${title}` }));
    await press(page, 'Enter');
    const undo = cart.getByRole('button', { name: `Undo, put ${title} back in the cart` });
    await expectFocusOn(undo);
    await expectPoliteMessages(page, ['The item has been removed.']);

    // Undo: the line is back, focus on the cart heading.
    await press(page, 'Enter');
    await expect(cart.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
    await expectFocusOn(sidebar(page).getByRole('heading', { name: /^Cart \(/ }));
    await expectPoliteMessages(page, ['The item is back in your cart.']);
    await expect(cart.getByRole('listitem').first().getByRole('heading')).toHaveText(title);

    // The same change twice is said twice.
    await tabTo(page, cart.getByRole('button', { name: `Remove ${title}` }));
    await press(page, 'Enter');
    await expectFocusOn(undo);
    await expectPoliteMessages(page, ['The item has been removed.']);

    await press(page, 'Escape');
    await expect(cart).toBeHidden();
    await expectFocusOn(cartLink(page));
  });

  // The same changes on the cart page, where the delivery panel, the checkout panel and the closed
  // side bar all hear of each cart change and reload: still one polite message per change.
  test('change a quantity, remove and undo on the cart page; one polite message each, the other widgets say nothing', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/cart');
    const cart = page.locator('cart-page');
    await expect(cart.getByRole('heading', { name: 'Cart (2 Items)' })).toBeVisible();
    const line = cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
    const title = (await line.getByRole('heading').textContent()) ?? '';
    await takeAnnouncements(page);

    await tabTo(page, line.getByRole('button', { name: 'Increase quantity' }));
    await press(page, 'Enter');
    await expect(cart.getByRole('heading', { name: 'Cart (3 Items)' })).toBeVisible();
    await expectPoliteMessages(page, ['Quantity changed to 2.']);

    await tabTo(page, cart.getByRole('button', { name: `Remove ${title}` }));
    await press(page, 'Enter');
    await expectFocusOn(cart.getByRole('button', { name: `Undo, put ${title} back in the cart` }));
    await expectPoliteMessages(page, ['The item has been removed.']);

    await press(page, 'Enter');
    await expect(cart.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
    await expectPoliteMessages(page, ['The item is back in your cart.']);
  });

  // A first ZIP code replaces the control that opened the modal ('Add ZIP code' becomes the edit
  // pencil; the small panel shows neither while it reloads): focus goes to the replacing control.
  test('enter a first ZIP code, then change it: errors tied to the field, focus back on the ZIP control, one message each', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/delivery');
    const cartPanel = page.locator('li', { hasText: 'Your cart' }).locator('delivery-estimate');
    await tabTo(page, cartPanel.getByRole('button', { name: 'Add ZIP code for delivery options' }));
    await takeAnnouncements(page);
    await press(page, 'Enter');
    let dialog = cartPanel.getByRole('dialog');
    await expect(dialog).toBeVisible();
    let input = dialog.getByLabel('ZIP or postal code');
    await expectFocusOn(input);

    await type(page, '1234');
    await press(page, 'Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid zip');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Invalid zip/);
    await expectFocusOn(input);

    await press(page, 'Control+A');
    await type(page, '78701');
    await press(page, 'Enter');
    await expect(dialog).toBeHidden();
    await expectFocusOn(cartPanel.getByRole('button', { name: 'Change ZIP code 78701' }));
    // Every panel of the page reloads; only the one the shopper edited says its dates.
    await expectPoliteMessages(page, [expect.stringMatching(/Delivery.*Delivery to 78701$/)]);

    // A change through the large panel of the product.
    const panel = page.locator('delivery-estimate[data-websku="C56146"]');
    await tabTo(page, panel.getByRole('button', { name: 'Change ZIP code 78701' }));
    await press(page, 'Enter');
    dialog = panel.getByRole('dialog');
    await expect(dialog).toBeVisible();
    input = dialog.getByLabel('ZIP or postal code');
    await expectFocusOn(input);
    await type(page, '98101');
    await press(page, 'Enter');
    await expect(dialog).toBeHidden();
    await expectFocusOn(panel.getByRole('button', { name: 'Change ZIP code 98101' }));
    await expect(panel).toContainText('Estimated Delivery to 98101');
    await expectPoliteMessages(page, [
      expect.stringMatching(/^Estimated Delivery to 98101Delivery Arrives On/),
    ]);
  });

  test('pick a vehicle with the vehicle picker', async ({ page, shop }) => {
    await page.goto('/vehicles');
    const picker = page.locator('vehicle-picker[data-element-id="towing"]');
    const yearButton = picker.getByRole('button', { name: /Year/ });
    await tabTo(page, yearButton);
    // Escape closes the picker and gives focus back to the button that opened it.
    await press(page, 'Enter');
    await expect(page.getByRole('dialog', { name: 'Select Vehicle Year' })).toBeVisible();
    await press(page, 'Escape');
    await expect(page.getByRole('dialog', { name: 'Select Vehicle Year' })).toBeHidden();
    await expectFocusOn(yearButton);

    await press(page, 'Enter');
    await expect(page.getByRole('dialog', { name: 'Select Vehicle Year' })).toBeVisible();
    await expectFocusOn(picker.getByRole('option', { name: '2027' }));
    await type(page, '2020');
    await expectFocusOn(picker.getByRole('option', { name: '2020', exact: true }));
    await press(page, 'Enter');
    await expect(page.getByRole('dialog', { name: 'Select Make' })).toBeVisible();
    await expectFocusOn(picker.getByRole('option').first());
    await type(page, 'Ford');
    await expectFocusOn(picker.getByRole('option', { name: 'Ford', exact: true }));
    await press(page, 'Enter');
    await expect(page.getByRole('dialog', { name: 'Select Model' })).toBeVisible();
    await expectFocusOn(picker.getByRole('option').first());
    await type(page, 'F-150');
    await expectFocusOn(picker.getByRole('option', { name: 'F-150', exact: true }));
    // The last pick leaves the page, so focus is not checked after it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/vehicle/2020/Ford/F-150');
    expect((await shop.requests('/api/ymm/validate')).map((call) => call.body)).toEqual([
      { vehicleString: '2020_Ford_F-150' },
    ]);
  });

  test('post a comment with a photo and its alt text', async ({ page, shop }) => {
    await page.goto('/ask-the-experts/C13130');
    const form = page.locator('comment-submission-form-element');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await tabTo(page, field('Name'));
    await type(page, 'Morgan Diaz');
    await press(page, 'Tab');
    await expectFocusOn(field('E-mail'));
    await type(page, 'morgan.diaz@example.com');
    await tabTo(page, field('Comment'));
    await type(page, 'Here is my bumper. Will the C13130 fit without cutting?');

    // The one step that is not the keyboard's: the browser's file chooser cannot be driven by keys,
    // so the file is handed to the uploader's file input. Focus then goes on with the keyboard.
    await form.locator('input[type="file"]').setInputFiles({
      name: 'my-ram-1500-rear.png',
      mimeType: 'image/png',
      buffer: Buffer.from(samplePhotoPng({ width: 180, height: 180 })),
    });
    await expect(form.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 10_000 });
    const altText = form.getByRole('textbox', { name: 'Alt text for my-ram-1500-rear.png' });
    await tabTo(page, altText);
    await type(page, 'Rear bumper of a 2019 pickup, no hitch yet');
    await press(page, 'Tab');
    await expect
      .poll(async () => (await shop.requests('/api/media/uploads/alt-text')).map((call) => call.body))
      .toEqual([[expect.objectContaining({ altText: 'Rear bumper of a 2019 pickup, no hitch yet' })]]);

    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await press(page, 'Enter');
    await expect(form.getByRole('status').filter({ hasText: 'Thanks' })).toHaveText(
      'Thanks, your comment has been successfully submitted.',
    );
    await expectFocusSettled(page, 'the comment was posted');
    const [posted] = await shop.requests('/api/contentreply/comment');
    expect(posted?.body).toMatchObject({
      author: 'Morgan Diaz',
      authorEmail: 'morgan.diaz@example.com',
      commentText: 'Here is my bumper. Will the C13130 fit without cutting?',
    });
    expect((await shop.requests('/api/media/uploads/associate')).length).toBe(1);
  });

  test('comment and reply forms: an empty submit focuses the first invalid field, its message tied by aria-describedby', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/faq-trailer-wiring.aspx');
    const form = page.locator('comment-submission-form-element');
    const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

    // The comment form: Submit with nothing typed.
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await press(page, 'Enter');
    await expectFocusOn(field(form, 'Name'));
    await expect(field(form, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Name')).toHaveAccessibleDescription('* name is required');
    await expect(field(form, 'E-mail')).toHaveAccessibleDescription(
      '* e-mail address format: name@example.com',
    );
    await expect(field(form, 'Comment')).toHaveAccessibleDescription(/^\* reply text is required/);
    // Fixing the first moves the next Submit to the next invalid field.
    await type(page, 'Morgan Diaz');
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await press(page, 'Enter');
    await expectFocusOn(field(form, 'E-mail'));

    // The reply form under comment 511 (above the comment form): open it, empty the reply box, Submit.
    const reply = page.locator('[id="comment-511"] > article > comment-reply-form-element');
    await tabTo(page, reply.getByRole('button', { name: 'Reply', exact: true }), 'Shift+Tab');
    await press(page, 'Enter');
    await expectFocusOn(field(reply, 'Reply'));
    await press(page, 'ControlOrMeta+a');
    await press(page, 'Delete');
    await tabTo(page, reply.getByRole('button', { name: 'Submit' }));
    await press(page, 'Enter');
    await expectFocusOn(field(reply, 'Name'));
    await expect(field(reply, 'Name')).toHaveAccessibleDescription('* name is required');
    await expect(field(reply, 'E-mail')).toHaveAccessibleDescription(
      '* e-mail address format: name@example.com',
    );
    await expect(field(reply, 'Reply')).toHaveAccessibleDescription(/^\* reply text is required/);
    expect(await shop.requests('/api/contentreply/comment')).toEqual([]);
    expect(await shop.requests('/api/contentreply/reply')).toEqual([]);
  });
});
