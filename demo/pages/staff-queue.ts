import { CONTENT_TYPES, enumName, QUEUE_ITEM_TYPES } from '../../src/api/queues';
import type { StoredQueueItem } from '../../src/mocks/data/queues';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import type { DemoPage } from './types';

/**
 * The staff moderation page: the help-next-neighbor bar for the signed-in specialist or moderator (role
 * switcher), and, for the demo's visitors, what is waiting in the fake shop's queues.
 */

const PORTAL_URL = 'https://experts.example.com/comments';

function describe(item: StoredQueueItem): string {
  const content = enumName(CONTENT_TYPES, item.contentType) ?? `content type ${item.contentType}`;
  const type = enumName(QUEUE_ITEM_TYPES, item.queueItemType) ?? `queue item type ${item.queueItemType}`;
  return `<li>${html(content)} ${item.contentID} (${html(type)})</li>`;
}

function queueList(label: string, items: readonly StoredQueueItem[]): string {
  return `<h3>${html(label)} (${items.length})</h3>${
    items.length > 0 ? `<ul>${items.map(describe).join('')}</ul>` : '<p>Empty.</p>'
  }`;
}

/** The bar for the signed-in specialist or moderator; '' for other roles. Also on the content pages. */
export function helpNextNeighborMarkup(): string {
  const { role, staffMember } = state.session;
  if ((role !== 'specialist' && role !== 'moderator') || staffMember === null) return '';
  return `<help-next-neighbor data-employee-id="${staffMember.employeeId}" data-employee-name="${html(
    staffMember.email.split('@')[0] ?? '',
  )}"${role === 'moderator' ? ' data-is-moderator' : ''} data-portal-url="${PORTAL_URL}"></help-next-neighbor>`;
}

function body(): string {
  const { role, staffMember } = state.session;
  const markup = helpNextNeighborMarkup();
  const bar =
    markup && staffMember
      ? `<p class="demo-note">Signed in as ${html(staffMember.friendlyName)} (employee ${staffMember.employeeId}${
          role === 'moderator' ? ', moderator' : ''
        }).</p>
      ${markup}`
      : '<p class="demo-note">The queues are for staff: switch the role to Specialist or Moderator (top of the page).</p>';
  const { queues } = state;
  return `<section aria-labelledby="demo-queue-title">
      <h2 id="demo-queue-title">Your queue</h2>
      ${bar}
    </section>
    <section aria-labelledby="demo-queues-title">
      <h2 id="demo-queues-title">In the fake shop's queues</h2>
      ${queueList('Specialist queue', queues.specialist)}
      ${queueList('Moderator queue', queues.moderator)}
      ${queueList('Inactive product queue (toggle PullInactiveProductContent)', queues.inactiveProduct)}
    </section>`;
}

export const staffQueuePages: Record<string, DemoPage> = {
  '/staff/help-next-neighbor': {
    title: 'Moderation: help next neighbor',
    // Staff §2.9 lists the page types of staff widgets; the queue bar sits on the content pages a
    // specialist works on, of which the question page is one.
    pageType: 'question',
    description:
      'staff moderation: the help-next-neighbor queue bar for a specialist or a moderator (role switcher), held items and counts.',
    body,
  },
};
