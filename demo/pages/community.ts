import { isSafeUrl } from '../../src/core/attributes';
import { SEED_CONTENT } from '../../src/mocks/content/seed';
import type { ModerationStatus, StoredComment, StoredReply } from '../../src/mocks/content/types';
import { findProduct } from '../../src/mocks/data/products';
import { previewPath } from '../../src/mocks/media/store';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import { helpNextNeighborMarkup } from './staff-queue';
import { faqArticle, faqTitle, jsonLdPanel, structuredData } from './structured-data';
import type { DemoPage } from './types';

/**
 * The community pages: a product's questions and answers, an FAQ, a video and a question page,
 * each with its comments and replies rendered by the server from the fake shop's content, the
 * comment form and a reply form under every comment and reply. With the role switcher on
 * 'Specialist' or 'Moderator' the same pages show every item with its moderation status, and the
 * forms get the signed-in specialist (employee id, name, e-mail) and the specialist actions.
 */

const STATUS_LABELS: Record<ModerationStatus, string> = {
  pending: 'Waiting for moderation',
  approved: 'Approved',
  denied: 'Denied',
  held: 'Held',
  spam: 'Spam',
  forwarded: 'Forwarded to CS',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

interface Viewer {
  specialist: { employeeId: number; friendlyName: string; email: string } | null;
  moderator: boolean;
}

function viewer(): Viewer {
  const { role, staffMember } = state.session;
  const isSpecialist = (role === 'specialist' || role === 'moderator') && staffMember !== null;
  return { specialist: isSpecialist ? staffMember : null, moderator: role === 'moderator' };
}

/** Shoppers see approved items; specialists see everything with its status. */
function visible(item: { status: ModerationStatus }, who: Viewer): boolean {
  return who.specialist !== null || item.status === 'approved';
}

function attributes(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${html(String(value))}"`))
    .join(' ');
}

function meta(name: string, date: string, status: ModerationStatus, source: string, who: Viewer): string {
  const expert = source === 'Expert' ? ' <strong>(Expert)</strong>' : '';
  const badge = who.specialist ? ` · <em>${html(STATUS_LABELS[status])}</em>` : '';
  return `<p class="demo-product__sku"><strong>${html(name)}</strong>${expert} · <time datetime="${html(date)}">${html(
    dateFormat.format(new Date(date)),
  )}</time>${badge}</p>`;
}

function helpful(links: readonly string[], parts: readonly string[]): string {
  const items = [
    ...parts.map(
      (sku) =>
        `<li>Part ${html(sku)}${findProduct(sku) ? `: ${html(findProduct(sku)?.name ?? '')}` : ''}</li>`,
    ),
    ...links
      .filter((link) => isSafeUrl(link))
      .map((link) => `<li><a href="/${html(link)}">${html(link)}</a></li>`),
  ];
  return items.length > 0 ? `<ul aria-label="Helpful parts and links">${items.join('')}</ul>` : '';
}

/** Photos uploaded with the form and attached to the saved comment or reply (PUT associate). */
function photos(kind: 'comment' | 'reply', id: number): string {
  const files = state.media.files.filter(
    (file) =>
      file.entityId === String(id) &&
      file.guid.includes(`-${kind}-`) &&
      file.contentType.startsWith('image/'),
  );
  if (files.length === 0) return '';
  return `<ul aria-label="Photos">${files
    .map(
      (file) =>
        `<li><img src="${html(previewPath(file))}" alt="${html(file.altText || `Photo: ${file.fileName}`)}" width="120" height="120"></li>`,
    )
    .join('')}</ul>`;
}

function replyForm(target: StoredComment | StoredReply, comment: StoredComment, who: Viewer): string {
  const isComment = !('replyId' in target);
  const id = isComment ? comment.commentId : (target as StoredReply).replyId;
  const text = isComment ? comment.commentText : (target as StoredReply).replyText;
  const common = {
    'data-item-id': id,
    'data-parent-id': comment.commentId,
    'data-is-comment': isComment,
    'data-friendly-name': target.friendlyName,
    'data-parent-comment': JSON.stringify({
      commentId: comment.commentId,
      commentText: comment.commentText,
      friendlyName: comment.friendlyName,
      webSKU: comment.webSku,
      active: comment.status === 'approved',
    }),
  };
  if (!who.specialist) {
    return `<comment-reply-form-element ${attributes({ ...common, 'data-reply-to': `@${target.friendlyName} ` })}></comment-reply-form-element>`;
  }
  return `<comment-reply-form-element ${attributes({
    ...common,
    'data-reply-to': text,
    'data-is-specialist': true,
    'data-is-moderator': who.moderator,
    'data-reviewed-by': who.specialist.employeeId,
    'data-employee-friendly-name': who.specialist.friendlyName,
    'data-author-email': target.authorEmail,
  })}></comment-reply-form-element>`;
}

function replyItem(reply: StoredReply, comment: StoredComment, who: Viewer): string {
  const answered =
    reply.replyToId === -1
      ? ''
      : `<p class="demo-product__sku">In reply to ${html(
          state.content.replies.find((other) => other.replyId === reply.replyToId)?.friendlyName ?? 'a reply',
        )}</p>`;
  return `<li id="reply-${reply.replyId}">
      <article class="demo-product" aria-label="Reply by ${html(reply.friendlyName)}">
        ${meta(reply.friendlyName, reply.replyDate, reply.status, reply.source, who)}
        ${answered}
        <p>${html(reply.replyText)}</p>
        ${helpful(reply.links, reply.productWebskus)}
        ${photos('reply', reply.replyId)}
        ${replyForm(reply, comment, who)}
      </article>
    </li>`;
}

function commentItem(comment: StoredComment, who: Viewer): string {
  const replies = state.content.replies
    .filter((reply) => reply.commentId === comment.commentId && visible(reply, who))
    .map((reply) => replyItem(reply, comment, who))
    .join('');
  return `<li id="comment-${comment.commentId}">
      <article class="demo-product" aria-label="Comment by ${html(comment.friendlyName)}">
        ${meta(comment.friendlyName, comment.commentDate, comment.status, comment.source, who)}
        <p>${html(comment.commentText)}</p>
        ${helpful(comment.links, comment.productWebskus)}
        ${photos('comment', comment.commentId)}
        ${replyForm(comment, comment, who)}
        ${replies ? `<ol aria-label="Replies to ${html(comment.friendlyName)}">${replies}</ol>` : ''}
      </article>
    </li>`;
}

interface ThreadOptions {
  parentId: string;
  contentType: string;
  webSku: string;
  heading: string;
  hiddenOnLoad?: boolean;
}

/** The comments of one piece of content and the comment form under them. */
function thread({ parentId, contentType, webSku, heading, hiddenOnLoad = false }: ThreadOptions): string {
  const who = viewer();
  const comments = state.content.comments.filter(
    (comment) =>
      comment.parentId.toLowerCase() === parentId.toLowerCase() &&
      comment.contentType === contentType &&
      visible(comment, who),
  );
  const list =
    comments.length > 0
      ? `<ol aria-label="Comments">${comments.map((comment) => commentItem(comment, who)).join('')}</ol>`
      : '<p>No comments yet. Be the first to ask or share a tip.</p>';
  const form = attributes({
    'data-parent-id': parentId,
    'data-content-type': contentType,
    'data-websku': webSku || undefined,
    'data-hidden-on-load': hiddenOnLoad,
    'data-is-specialist': who.specialist !== null,
    'data-is-moderator': who.moderator,
    'data-employee-id': who.specialist?.employeeId,
    'data-friendly-name': who.specialist?.friendlyName,
    'data-email-address': who.specialist?.email,
  });
  const note = who.specialist
    ? `<p class="demo-note">Signed in as ${html(who.specialist.friendlyName)} (employee ${who.specialist.employeeId}${
        who.moderator ? ', moderator' : ''
      }): every comment and reply shows with its status; the forms offer the specialist actions.</p>`
    : '<p class="demo-note">Comments from first-time posters wait for moderation; switch the role to Specialist to moderate them.</p>';
  return `<section aria-labelledby="demo-comments-title">
      <h2 id="demo-comments-title">${html(heading)} (${comments.length})</h2>
      ${note}
      ${helpNextNeighborMarkup()}
      ${list}
      <comment-submission-form-element ${form}></comment-submission-form-element>
    </section>`;
}

function questionPage(questionId: number): DemoPage | undefined {
  const question = state.content.questions.find((item) => item.questionId === questionId);
  if (!question) return undefined;
  return {
    title: question.questionSubject || `Question ${questionId}`,
    pageType: 'question',
    body: () => {
      const current = state.content.questions.find((item) => item.questionId === questionId) ?? question;
      const product = current.partNo ? findProduct(current.partNo) : undefined;
      return `<section aria-labelledby="demo-question-title">
          <h2 id="demo-question-title">The question</h2>
          <p class="demo-product__sku">Asked by ${html(current.questionName || 'a neighbor')} · <time datetime="${html(
            current.questionDate,
          )}">${html(dateFormat.format(new Date(current.questionDate)))}</time>${
            product ? ` · about ${html(product.name)} (part ${html(product.webSku)})` : ''
          }</p>
          <p>${html(current.question)}</p>
        </section>
        ${thread({
          parentId: String(questionId),
          contentType: 'Answer',
          webSku: current.partNo,
          heading: 'Answers and comments',
          hiddenOnLoad: true,
        })}
        ${structuredData()}
        ${jsonLdPanel()}`;
    },
  };
}

/** /question-{id}.html for every question of the fake shop, also those made from a reply. */
export function communityRoutePage(url: URL): DemoPage | undefined {
  const match = /^\/question-(\d+)\.html$/i.exec(url.pathname);
  return match ? questionPage(Number(match[1])) : undefined;
}

const product = findProduct(SEED_CONTENT.product.webSku);

export const communityPages: Record<string, DemoPage> = {
  '/ask-the-experts/C13130': {
    title: `Questions and answers: ${product?.name ?? SEED_CONTENT.product.webSku}`,
    pageType: 'product_askexpert',
    description:
      'a product Q&A: customer comments with photos, part and link rows, replies; specialist answers and moderation.',
    body: () => `<p>Ask our experts about the <strong>${html(product?.name ?? '')}</strong> (part ${html(
      SEED_CONTENT.product.webSku,
    )}). Add a photo of your vehicle and links to pages that helped you.</p>
      ${thread({ ...SEED_CONTENT.product, heading: 'Questions and comments' })}`,
  },
  '/faq-trailer-wiring.aspx': {
    title: `FAQ: ${faqTitle(SEED_CONTENT.faq.parentId)}`,
    pageType: 'faqcontent',
    description:
      'an FAQ article (content id from the path /faq-...) with its comments and replies, and its JSON-LD (FAQPage, Article, Comments) in a panel.',
    body: () => `${faqArticle(SEED_CONTENT.faq.parentId)}
      ${thread({ ...SEED_CONTENT.faq, heading: 'Comments' })}
      ${structuredData({ faq: true })}
      ${jsonLdPanel()}`,
  },
  '/tv-curt-hitch-installation.aspx': {
    title: 'Video: Installing a Curt hitch on a 2019 Ram 1500',
    pageType: 'tv2',
    description:
      'a video page (content id from the path /tv-...) with its comments, and their JSON-LD in a panel.',
    body: () => `<figure>
        <p>In this video we install the Curt Class III receiver: lower the spare tire, fish the bolts through the frame,
          torque to spec. About 45 minutes with basic hand tools.</p>
        <figcaption class="demo-note">Video player not included in the demo.</figcaption>
      </figure>
      ${thread({ ...SEED_CONTENT.video, heading: 'Comments' })}
      ${structuredData()}
      ${jsonLdPanel()}`,
  },
  '/question-123.html': {
    ...(questionPage(Number(SEED_CONTENT.question.parentId)) as DemoPage),
    description:
      'a customer question (/question-123.html) with its answers and comments; turned-into questions open here too.',
  },
};
