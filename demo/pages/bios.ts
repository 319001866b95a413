import { state } from '../../src/mocks/state';
import { html } from '../layout';
import type { DemoPage } from './types';

/**
 * The staff bios: the who-is-that page (the list of every bio) and an account page where each
 * specialist who answered the shopper has a 'View Bio' button (only those whose bio has a summary).
 */
export const biosPages: Record<string, DemoPage> = {
  '/who-is-that': {
    title: 'Who is that? Meet our product specialists',
    pageType: 'who-is-that',
    description:
      'the staff biography page: pictures, names, summaries and about-me of every specialist (internal summary for internal staff).',
    body: () => `<p>These are the people who answer your questions, install-check your parts and ship your orders.</p>
      <who-is-that-bios></who-is-that-bios>
      <p class="demo-note">Switch the role to <em>Internal staff</em> to see each bio's internal summary.</p>`,
  },
  '/account/specialists': {
    title: 'Your account: specialists who helped you',
    pageType: 'accountbio',
    description: "'View Bio' buttons and the bio dialog for the specialists who answered the shopper.",
    body: () => {
      const rows = state.staffBios
        .map(
          (bio) => `<tr>
            <th scope="row">${html(bio.displayName)}</th>
            <td>${html(bio.employeeID)}</td>
            <td><account-bio-viewer data-employee-id="${html(bio.employeeID)}"></account-bio-viewer></td>
          </tr>`,
        )
        .join('');
      return `<table class="demo-table">
          <caption>Specialists who answered your questions</caption>
          <thead><tr><th scope="col">Specialist</th><th scope="col">Employee id</th><th scope="col">Bio</th></tr></thead>
          <tbody>${rows}</tbody>
        </table>
        <p class="demo-note">A specialist whose bio has no summary yet gets no 'View Bio' button.</p>`;
    },
  },
  '/accountbio/review': {
    title: 'Staff: review employee bios',
    pageType: 'accountbio',
    description:
      'the staff bio review screen: the bios to review, then one submitted bio shown safely beside its editable fields, approved or rejected with a note (?bioId=15 opens one directly).',
    body: (url) => {
      const raw = url.searchParams.get('bioId') ?? '';
      const bioId = /^\d+$/.test(raw) ? ` data-bio-id="${html(raw)}"` : '';
      return `<employee-bio-review${bioId}></employee-bio-review>
      <p class="demo-note">Switch the role to <em>Internal staff</em> to review bios; an approved bio appears on the <a href="/who-is-that">who-is-that page</a>.</p>`;
    },
  },
};
