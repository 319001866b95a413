import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineWidget } from '../../../src/core/define-widget';
import { accountBioViewerDefinition } from '../../../src/elements/community/account-bio-viewer/account-bio-viewer.element';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { SEED_STAFF_BIOS, type StoredStaffBio } from '../../../src/mocks/data/staff-bios';
import { mountElement, settle } from '../../helpers/elements';

defineWidget(accountBioViewerDefinition);

const view = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const focused = (element: HTMLElement) => element.shadowRoot?.activeElement;
const MARCUS = SEED_STAFF_BIOS[0] as StoredStaffBio;

function withBio(overrides: Partial<StoredStaffBio>): void {
  seedFakeShop({ staffBios: [{ ...MARCUS, ...overrides }] });
}

async function viewBioButton(element: HTMLElement) {
  return view(element).findByRole('button', { name: /^View Bio/ });
}

describe('<account-bio-viewer>', () => {
  it("loads GET /api/accounts/employee-bio/{id} and shows 'View Bio' for a bio with a summary", async () => {
    const element = await mountElement('account-bio-viewer', { 'data-employee-id': '3187' });
    const button = await viewBioButton(element);
    expect(button.textContent).toBe('View Bio');
    // The visible text is the spec's; the accessible name adds whose bio it is.
    expect(button).toHaveAccessibleName('View Bio, Marcus T.');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(recordedRequests({ path: '/api/accounts/employee-bio/3187' })).toHaveLength(1);
    expect(view(element).queryByRole('dialog')).toBeNull();
  });

  it('opens a dialog 60% wide with the 150x150 picture, the display name and the summary as HTML', async () => {
    const element = await mountElement('account-bio-viewer', { 'data-employee-id': '3187' });
    await userEvent.click(await viewBioButton(element));
    const dialog = await view(element).findByRole('dialog', { name: 'Marcus T.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.style.width).toBe('60%');
    const picture = dialog.querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('src', `${location.origin}/images/staff/marcus-t.svg`);
    expect(picture).toHaveAttribute('width', '150');
    expect(picture).toHaveAttribute('height', '150');
    expect(within(dialog).getByRole('heading', { name: 'Marcus T.' })).toBeInTheDocument();
    expect(within(dialog).getByText('more than 2,000 hitches').tagName).toBe('STRONG');
    expect(element.shadowRoot?.querySelector('[part="viewer"]')).toHaveAttribute('data-state', 'open');
  });

  it('closes on Escape and gives focus back to the View Bio button', async () => {
    const user = userEvent.setup();
    const element = await mountElement('account-bio-viewer', { 'data-employee-id': '3187' });
    const button = await viewBioButton(element);
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await view(element).findByRole('dialog', { name: 'Marcus T.' });
    await waitFor(() => expect(dialog).toContainElement(focused(element) as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(view(element).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused(element)).toBe(button));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with the Close button and gives focus back', async () => {
    const user = userEvent.setup();
    const element = await mountElement('account-bio-viewer', { 'data-employee-id': '3187' });
    const button = await viewBioButton(element);
    await user.click(button);
    const dialog = await view(element).findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view(element).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused(element)).toBe(button));
  });

  it('sanitises a hostile summary (scripts, handlers, javascript: URLs)', async () => {
    (window as { __bioXss?: number }).__bioXss = undefined;
    withBio({
      summary:
        '<p onmouseover="window.__bioXss=1">Safe words</p><script>window.__bioXss=1</script>' +
        '<img src="x" onerror="window.__bioXss=1"><a href="javascript:window.__bioXss=1">go</a>' +
        '<a href=" JaVaScRiPt:window.__bioXss=1">spaced</a>',
    });
    const element = await mountElement('account-bio-viewer', { 'data-employee-id': '3187' });
    await userEvent.click(await viewBioButton(element));
    const dialog = await view(element).findByRole('dialog');
    const summary = dialog.querySelector('[part="summary"]') as HTMLElement;
    expect(within(summary).getByText('Safe words')).toBeInTheDocument();
    expect(summary.querySelector('script')).toBeNull();
    expect(summary.innerHTML).not.toMatch(/onmouseover|onerror|javascript:/i);
    await settle(50);
    expect((window as { __bioXss?: number }).__bioXss).toBeUndefined();
  });

  it('shows no button for a bio without a summary, with an empty summary or for an employee without a bio', async () => {
    for (const [id, seed] of [
      ['4020', undefined], // Jen O. has no summary yet
      ['3187', { summary: '<p>&nbsp;</p>' }],
      ['9999', undefined], // no bio: the server answers null
    ] as const) {
      if (seed) withBio(seed);
      // Not mountElement: a viewer with nothing to show renders nothing at all.
      const element = document.createElement('account-bio-viewer');
      element.setAttribute('data-employee-id', id);
      document.body.append(element);
      await waitFor(() =>
        expect(recordedRequests({ path: `/api/accounts/employee-bio/${id}` })).toHaveLength(1),
      );
      await waitFor(() => expect(view(element).queryByText('Loading bio')).toBeNull());
      expect(view(element).queryByRole('button')).toBeNull();
      expect(view(element).queryByText('View Bio')).toBeNull();
      element.remove();
    }
  });

  it('shows no button when the server answers 404 for the employee', async () => {
    injectFault({ path: '/api/accounts/employee-bio/3187', status: 404 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('account-bio-viewer');
    element.setAttribute('data-employee-id', '3187');
    document.body.append(element);
    await waitFor(() =>
      expect(recordedRequests({ path: '/api/accounts/employee-bio/3187' })).toHaveLength(1),
    );
    await waitFor(() => expect(view(element).queryByText('Loading bio')).toBeNull());
    expect(view(element).queryByRole('button')).toBeNull();
    expect(view(element).queryByRole('alert')).toBeNull();
  });

  it('shows nothing and says why on the console without an employee id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('account-bio-viewer');
    document.body.append(element);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'shop-widgets: <account-bio-viewer> shows nothing: data-employee-id is missing or 0.',
      ),
    );
    expect(view(element).queryByRole('button')).toBeNull();
    expect(recordedRequests({ path: '/api/accounts/employee-bio/*' })).toHaveLength(0);
  });

  it("shows 'Loading bio' while the bio loads", async () => {
    injectFault({ path: '/api/accounts/employee-bio/3187', latencyMs: 300 });
    const element = await mountElement('account-bio-viewer', { 'data-employee-id': '3187' });
    expect(await view(element).findByRole('status')).toHaveTextContent('Loading bio');
    expect(await viewBioButton(element)).toBeInTheDocument();
  });

  it("says 'The bio could not be loaded.' on a server error and loads again on 'Try again'", async () => {
    injectFault({ path: '/api/accounts/employee-bio/3187', status: 500 });
    const element = await mountElement('account-bio-viewer', { 'data-employee-id': '3187' });
    const alert = await view(element).findByRole('alert');
    expect(alert).toHaveTextContent('The bio could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const button = await viewBioButton(element);
    // Focus followed from 'Try again' to 'View Bio'.
    await waitFor(() => expect(focused(element)).toBe(button));
    expect(recordedRequests({ path: '/api/accounts/employee-bio/3187' })).toHaveLength(2);
  });

  it('refuses a javascript: picture in the dialog and shows the initials', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    withBio({ profileImageUrl: 'javascript:alert(1)' });
    const element = await mountElement('account-bio-viewer', { 'data-employee-id': '3187' });
    await userEvent.click(await viewBioButton(element));
    const dialog = await view(element).findByRole('dialog');
    expect(dialog.querySelector('img')).toBeNull();
    const placeholder = dialog.querySelector('[part="picture"]') as HTMLElement;
    expect(placeholder).toHaveTextContent('MT');
    expect(placeholder.style.width).toBe('150px');
    expect(placeholder.style.height).toBe('150px');
  });

  it('puts a relative picture under its imageBaseUrl attribute', async () => {
    const element = await mountElement('account-bio-viewer', {
      'data-employee-id': '3187',
      imageBaseUrl: 'https://img.example/shop/',
    });
    await userEvent.click(await viewBioButton(element));
    const dialog = await view(element).findByRole('dialog');
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'https://img.example/shop/staff/marcus-t.svg');
  });
});
