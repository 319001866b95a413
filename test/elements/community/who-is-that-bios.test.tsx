import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { resetBioPictureReports } from '../../../src/elements/community/who-is-that-bios/bio-parts';
import { whoIsThatBiosDefinition } from '../../../src/elements/community/who-is-that-bios/who-is-that-bios.element';
import { injectFault, recordedRequests, seedFakeShop, setRole } from '../../../src/mocks/controls';
import { SEED_STAFF_BIOS, type StoredStaffBio } from '../../../src/mocks/data/staff-bios';
import { mountElement } from '../../helpers/elements';

defineWidget(whoIsThatBiosDefinition);

const view = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const BIOS_PATH = '/api/accounts/whoisthat-bios';
const ORIGIN = location.origin;

function bio(overrides: Partial<StoredStaffBio>): StoredStaffBio {
  return { ...(SEED_STAFF_BIOS[0] as StoredStaffBio), ...overrides };
}

/** The bio article named `name`. */
async function article(element: HTMLElement, name: string) {
  return view(element).findByRole('article', { name });
}

beforeEach(() => resetBioPictureReports());

describe('<who-is-that-bios>', () => {
  it('lists every bio of GET /api/accounts/whoisthat-bios with its picture, name, summary and about-me', async () => {
    const element = await mountElement('who-is-that-bios');
    const list = await view(element).findByRole('list', { name: 'Staff bios' });
    expect(within(list).getAllByRole('article')).toHaveLength(SEED_STAFF_BIOS.length);
    expect(list.children).toHaveLength(SEED_STAFF_BIOS.length);
    expect(recordedRequests({ path: BIOS_PATH })).toHaveLength(1);
    expect(recordedRequests({ path: BIOS_PATH })[0]?.method).toBe('GET');

    const marcus = await article(element, 'Marcus T.');
    expect(within(marcus).getByRole('heading', { level: 2, name: 'Marcus T.' })).toBeInTheDocument();
    // The summary is HTML: its markup is rendered, not shown as text.
    expect(within(marcus).getByText('more than 2,000 hitches').tagName).toBe('STRONG');
    expect(within(marcus).getByRole('heading', { level: 3, name: 'About me' })).toBeInTheDocument();
    expect(within(marcus).getByRole('link', { name: 'weight distribution hitch' })).toHaveAttribute(
      'href',
      '/faq-weight-distribution',
    );
    // A relative picture path is under the page's image base URL; 150x150; alt empty (the name is beside it).
    const picture = marcus.querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('src', `${ORIGIN}/images/staff/marcus-t.svg`);
    expect(picture).toHaveAttribute('width', '150');
    expect(picture).toHaveAttribute('height', '150');
    expect(picture).toHaveAttribute('alt', '');
    // A root-relative path is used as given.
    expect((await article(element, 'Dana W.')).querySelector('img')).toHaveAttribute(
      'src',
      '/images/staff/dana-w.svg',
    );
  });

  it('opens links of the about-me that target a new tab with rel="noopener noreferrer"', async () => {
    const element = await mountElement('who-is-that-bios');
    const luis = await article(element, 'Luis R.');
    const link = within(luis).getByRole('link', { name: 'His wiring notes' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no summary and no about-me for a bio without them (empty tags count as none)', async () => {
    seedFakeShop({ staffBios: [bio({ displayName: 'Sam P.', summary: '<p> &nbsp; </p>', aboutMe: '' })] });
    const element = await mountElement('who-is-that-bios');
    const sam = await article(element, 'Sam P.');
    expect(sam.querySelector('[part="summary"]')).toBeNull();
    expect(within(sam).queryByRole('heading', { name: 'About me' })).toBeNull();
  });

  describe('internalSummary', () => {
    it('is not shown to a shopper (the fake shop does not even send it)', async () => {
      const element = await mountElement('who-is-that-bios');
      await article(element, 'Marcus T.');
      expect(view(element).queryByText('Internal summary (staff only)')).toBeNull();
      expect(view(element).queryByText(/Lead specialist for hitches/)).toBeNull();
    });

    it('is shown to internal staff, under its own heading, as plain text', async () => {
      setRole('staff');
      resetConfig({ internalStaff: true });
      seedFakeShop({ staffBios: [bio({ internalSummary: '<b>Covers</b> the Saturday queue' })] });
      const element = await mountElement('who-is-that-bios');
      const marcus = await article(element, 'Marcus T.');
      const heading = within(marcus).getByRole('heading', {
        level: 3,
        name: 'Internal summary (staff only)',
      });
      // Plain text: markup in it is shown as written, never rendered.
      expect(heading.nextElementSibling).toHaveTextContent('<b>Covers</b> the Saturday queue');
      expect(marcus.querySelector('b')).toBeNull();
    });

    it('is not shown when the server sends it but the page does not say the visitor is internal staff', async () => {
      setRole('specialist');
      resetConfig({ internalStaff: false });
      const element = await mountElement('who-is-that-bios');
      await article(element, 'Marcus T.');
      expect(view(element).queryByText('Internal summary (staff only)')).toBeNull();
      expect(view(element).queryByText(/Lead specialist for hitches/)).toBeNull();
    });
  });

  it('sanitises hostile HTML in the summary and the about-me (scripts, handlers, javascript: URLs)', async () => {
    (window as { __bioXss?: number }).__bioXss = undefined;
    seedFakeShop({
      staffBios: [
        bio({
          displayName: 'Hostile H.',
          summary:
            '<p onclick="window.__bioXss=1">Hello <img src="x" onerror="window.__bioXss=1"></p>' +
            '<script>window.__bioXss=1</script><a href="javascript:window.__bioXss=1">click me</a>' +
            '<style>body{display:none}</style><form action="/steal"><input name="card"></form>',
          aboutMe:
            '<a href="data:text/html,<script>alert(1)</script>">data link</a>' +
            '<a href="vbscript:msgbox(1)">vb link</a><iframe src="https://evil.example"></iframe>' +
            '<svg><script>window.__bioXss=1</script></svg><p style="position:fixed">Styled</p>',
        }),
      ],
    });
    const element = await mountElement('who-is-that-bios');
    const hostile = await article(element, 'Hostile H.');
    expect(within(hostile).getByText('Hello')).toBeInTheDocument();
    expect(hostile.querySelector('script, style, iframe, form, input')).toBeNull();
    for (const node of Array.from(hostile.querySelectorAll('*'))) {
      for (const attribute of Array.from(node.attributes)) {
        expect(attribute.name.startsWith('on'), `${node.localName}[${attribute.name}]`).toBe(false);
        expect(attribute.name).not.toBe('style');
      }
    }
    for (const link of Array.from(hostile.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    // The image kept from the summary has no alt in the server HTML: it is marked decorative.
    expect(hostile.querySelector('[part="summary"] img')).toHaveAttribute('alt', '');
    expect(within(hostile).getByText('click me')).toBeInTheDocument();
    expect(within(hostile).getByText('Styled')).toBeInTheDocument();
    expect((window as { __bioXss?: number }).__bioXss).toBeUndefined();
  });

  describe('pictures', () => {
    it('refuses a javascript: or data: picture (initials instead) and logs it once', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      seedFakeShop({
        staffBios: [
          bio({ displayName: 'Jay Script', profileImageUrl: 'javascript:alert(1)' }),
          bio({ displayName: 'Dee Ata', profileImageUrl: 'data:image/svg+xml,<svg onload="alert(1)"/>' }),
          bio({ displayName: 'Jay Twin', profileImageUrl: 'javascript:alert(1)' }),
        ],
      });
      const element = await mountElement('who-is-that-bios');
      for (const [name, initials] of [
        ['Jay Script', 'JS'],
        ['Dee Ata', 'DA'],
      ] as const) {
        const card = await article(element, name);
        expect(card.querySelector('img')).toBeNull();
        expect(card.querySelector('[part="picture"]')).toHaveTextContent(initials);
        expect(card.querySelector('[part="picture"]')).toHaveAttribute('aria-hidden', 'true');
      }
      const refusals = warn.mock.calls.filter(([message]) => String(message).includes('picture refused'));
      expect(refusals).toHaveLength(2);
    });

    it('puts relative pictures under the imageBaseUrl attribute and keeps https pictures as given', async () => {
      seedFakeShop({
        staffBios: [
          bio({ displayName: 'Rel Ative', profileImageUrl: 'staff/rel.svg' }),
          bio({ displayName: 'Abs Olute', profileImageUrl: 'https://cdn.example/people/abs.png' }),
        ],
      });
      const element = await mountElement('who-is-that-bios', { imageBaseUrl: 'https://img.example/base' });
      expect((await article(element, 'Rel Ative')).querySelector('img')).toHaveAttribute(
        'src',
        'https://img.example/base/staff/rel.svg',
      );
      expect((await article(element, 'Abs Olute')).querySelector('img')).toHaveAttribute(
        'src',
        'https://cdn.example/people/abs.png',
      );
    });

    it('shows the initials when a picture fails to load', async () => {
      const element = await mountElement('who-is-that-bios');
      const marcus = await article(element, 'Marcus T.');
      fireEvent.error(marcus.querySelector('img') as HTMLImageElement);
      await waitFor(() => expect(marcus.querySelector('img')).toBeNull());
      expect(marcus.querySelector('[part="picture"]')).toHaveTextContent('MT');
    });

    it('shows the initials for a bio without a picture', async () => {
      seedFakeShop({ staffBios: [bio({ displayName: 'No Picture', profileImageUrl: '' })] });
      const element = await mountElement('who-is-that-bios');
      const card = await article(element, 'No Picture');
      expect(card.querySelector('img')).toBeNull();
      expect(card.querySelector('[part="picture"]')).toHaveTextContent('NP');
    });
  });

  it("says 'No staff bios to show right now.' when the list is empty", async () => {
    seedFakeShop({ staffBios: [] });
    const element = await mountElement('who-is-that-bios');
    const message = await view(element).findByRole('status');
    await waitFor(() => expect(message).toHaveTextContent('No staff bios to show right now.'));
    expect(view(element).queryByRole('list')).toBeNull();
  });

  it("shows 'Loading staff bios' while the list loads", async () => {
    injectFault({ path: BIOS_PATH, latencyMs: 300 });
    const element = await mountElement('who-is-that-bios');
    expect(await view(element).findByText('Loading staff bios')).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('[part="bios"]')).toHaveAttribute('aria-busy', 'true');
    expect(await view(element).findByRole('list', { name: 'Staff bios' })).toBeInTheDocument();
    expect(view(element).queryByText('Loading staff bios')).toBeNull();
  });

  it("says 'Staff bios could not be loaded.' on a server error and loads again on 'Try again'", async () => {
    injectFault({ path: BIOS_PATH, status: 500 });
    const element = await mountElement('who-is-that-bios');
    const alert = await view(element).findByRole('alert');
    expect(alert).toHaveTextContent('Staff bios could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await view(element).findByRole('list', { name: 'Staff bios' })).toBeInTheDocument();
    expect(recordedRequests({ path: BIOS_PATH })).toHaveLength(2);
    // The button went away with the message; focus waited on the widget, not on the page's body.
    expect(element.shadowRoot?.activeElement).toBe(element.shadowRoot?.querySelector('[part="bios"]'));
  });

  it('treats an answer without what the page needs (no displayName) as a server fault', async () => {
    injectFault({ path: BIOS_PATH, body: [{ summary: '<p>No name</p>' }] });
    const element = await mountElement('who-is-that-bios');
    expect(await view(element).findByRole('alert')).toHaveTextContent('Staff bios could not be loaded.');
  });

  it('reads a drifted optional field as absent and keeps the bio', async () => {
    injectFault({ path: BIOS_PATH, mergeBody: { summary: 42 } });
    const element = await mountElement('who-is-that-bios');
    const marcus = await article(element, 'Marcus T.');
    expect(marcus.querySelector('[part="summary"]')).toBeNull();
    expect(within(marcus).getByRole('heading', { name: 'About me' })).toBeInTheDocument();
  });

  it('uses the heading level of data-heading-level for the names, and one below inside a bio', async () => {
    const element = await mountElement('who-is-that-bios', { 'data-heading-level': '3' });
    const marcus = await article(element, 'Marcus T.');
    expect(within(marcus).getByRole('heading', { level: 3, name: 'Marcus T.' })).toBeInTheDocument();
    expect(within(marcus).getByRole('heading', { level: 4, name: 'About me' })).toBeInTheDocument();
  });
});
