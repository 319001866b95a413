import type { StoredComment, StoredReply } from '../../src/mocks/content/types';
import { DEMO_QUESTION_ID, MODERATED_ANSWER_ID, MODERATED_QUESTION_ID } from '../../src/mocks/data/questions';
import {
  answerEditFormAttributes,
  questionEditFormAttributes,
} from '../../src/mocks/moderation/edit-form-attributes';
import { MODERATION_DEMO_ITEMS } from '../../src/mocks/moderation/seed';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import { helpNextNeighborMarkup } from './staff-queue';
import type { DemoPage } from './types';

/**
 * The staff moderation page of the comment and reply edit form (staff §2.2, §4.4): the wiring harness's
 * moderated items, each with <custom-comment-edit-form>, rendered by the server from the fake shop with
 * the signed-in employee of the role switcher. As 'Specialist' (Marcus T.) his comment shows the response
 * view; as 'Moderator' (Priya K.) his comment shows the feedback-giving view, her own reply the owner's
 * (specialist) view, and Owen P.'s reply 'This specialist is no longer active.'.
 */

const QUEUE_ITEM_LABELS: Record<number, string> = {
  2: 'Assigned comment',
  3: 'Comment for review',
  6: 'Flagged submission',
  7: 'Specialist review',
  10: 'Auto-approve failed',
};

/** Status 8 (staff §4.1) for expert items waiting for review, so a moderator's save also approves them. */
const REVIEW_STATUS = 8;

function attributes(values: Record<string, string | number | boolean>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${html(String(value))}"`))
    .join(' ');
}

type Item = { kind: 'comment'; record: StoredComment } | { kind: 'reply'; record: StoredReply };

function findItem(kind: 'comment' | 'reply', id: number): Item | undefined {
  if (kind === 'comment') {
    const record = state.content.comments.find((comment) => comment.commentId === id);
    return record && { kind, record };
  }
  const record = state.content.replies.find((reply) => reply.replyId === id);
  return record && { kind, record };
}

function editForm(item: Item, queueItemType: number): string {
  const { role, staffMember } = state.session;
  const isModerator = role === 'moderator';
  const record = item.record;
  const authorId = item.kind === 'comment' ? item.record.employeeId : item.record.replyById;
  const id = item.kind === 'comment' ? item.record.commentId : item.record.replyId;
  const text = item.kind === 'comment' ? item.record.commentText : item.record.replyText;
  const flagged = state.moderation.flags[item.kind].includes(id);
  return `<custom-comment-edit-form ${attributes({
    'data-id': id,
    'data-status': record.status === 'pending' && record.source === 'Expert' ? REVIEW_STATUS : 0,
    'data-text': text,
    'data-links': JSON.stringify(record.links),
    'data-webskus': JSON.stringify(record.productWebskus),
    'data-is-comment': item.kind === 'comment',
    'data-is-moderator': isModerator,
    'data-queue-item-type': queueItemType,
    'data-moderator-id': isModerator && staffMember ? staffMember.employeeId : 0,
    'data-is-flagged': flagged,
    'data-employee-id': authorId,
    'data-employee-friendly-name': record.friendlyName,
    'data-is-comment-owner': staffMember !== null && authorId > 0 && staffMember.employeeId === authorId,
  })}></custom-comment-edit-form>`;
}

function items(): string {
  return MODERATION_DEMO_ITEMS.map(({ kind, id, queueItemType }) => {
    const item = findItem(kind, id);
    if (!item) return '';
    const author = item.record.friendlyName;
    const noun = kind === 'comment' ? 'Comment' : 'Reply';
    return `<article class="demo-moderation-item" id="${kind}-${id}" aria-labelledby="${kind}-${id}-title">
        <h2 id="${kind}-${id}-title">${noun} ${id} by ${html(author)}</h2>
        <p class="demo-note">${html(QUEUE_ITEM_LABELS[queueItemType] ?? 'Queue item')} (queue item type ${queueItemType}) · status: ${html(
          item.record.status,
        )}</p>
        ${editForm(item, queueItemType)}
      </article>`;
  }).join('\n');
}

export const moderationPages: Record<string, DemoPage> = {
  '/moderation/comments': {
    title: 'Moderation: comments and replies',
    pageType: 'moderation',
    description:
      'the staff edit form of comments and replies with its moderation buttons and the feedback workflow; switch the role between Specialist and Moderator.',
    body: () => {
      const { staffMember, role } = state.session;
      if (!staffMember || (role !== 'specialist' && role !== 'moderator'))
        return '<p class="demo-note">This page is for staff: switch the role to Specialist or Moderator.</p>';
      return `<p class="demo-note">Signed in as ${html(staffMember.friendlyName)} (employee ${staffMember.employeeId}, ${html(
        role,
      )}). Marcus T. wrote comment 541, Priya K. (a moderator) reply 7101, Owen P. (no longer active) reply 7102.</p>
      ${items()}`;
    },
  },
  '/moderation/question': {
    title: 'Moderation: question',
    pageType: 'moderation',
    description:
      'the specialist question edit form: the question with its moderated images (base64, file and expert ones), approve, disapprove, delete page and save edits (?questionId=7002: an approved question without images).',
    body: (url) => {
      const staff = staffNote();
      if (!staff) return STAFF_ONLY;
      const id = Number(url.searchParams.get('questionId') ?? MODERATED_QUESTION_ID);
      const question = state.questionStore.questions.find((item) => item.questionId === id);
      if (!question) return `<p class="demo-note">There is no question ${html(String(id))}.</p>`;
      if (question.status === 'deleted')
        return `${staff}<p class="demo-note">Question ${id}'s page has been deleted.</p>`;
      return `${staff}<article class="demo-moderation-item" aria-labelledby="question-${id}-title">
        <h2 id="question-${id}-title">Question ${id} by ${html(question.name)}</h2>
        <p class="demo-note">Shop status: ${html(question.status)}</p>
        <specialist-question-edit-form ${attributes(questionEditFormAttributes(question))}></specialist-question-edit-form>
      </article>`;
    },
  },
  '/moderation/answer': {
    title: 'Moderation: answer',
    pageType: 'moderation',
    description:
      "the specialist answer edit form: save, deny, hold, disprove and the moderator's hold (?queueItemType=5: an inactive sku, saving claims the answer).",
    body: (url) => {
      const staff = staffNote();
      const { staffMember, role } = state.session;
      if (!staff || !staffMember) return STAFF_ONLY;
      const id = Number(url.searchParams.get('answerId') ?? MODERATED_ANSWER_ID);
      const answer = state.questionStore.answers.find((item) => item.answerId === id);
      if (!answer) return `<p class="demo-note">There is no answer ${html(String(id))}.</p>`;
      const question = state.questionStore.questions.find((item) => item.questionId === answer.questionId);
      const queueItemType = Number(url.searchParams.get('queueItemType') ?? 4) || 4;
      return `${staff}<article class="demo-moderation-item" aria-labelledby="answer-${id}-title">
        <h2 id="answer-${id}-title">Answer ${id} to question ${answer.questionId}</h2>
        ${question ? `<blockquote class="demo-note">${html(question.title)}: ${html(question.question)}</blockquote>` : ''}
        <p class="demo-note">Shop status: ${html(answer.status)}${answer.heldAs ? ` (held as ${html(answer.heldAs)})` : ''} · queue item type ${queueItemType}</p>
        <specialist-answer-edit-form ${attributes(
          answerEditFormAttributes(answer, {
            isModerator: role === 'moderator',
            employeeId: staffMember.employeeId,
            queueItemType,
          }),
        )}></specialist-answer-edit-form>
      </article>`;
    },
  },
};

const STAFF_ONLY =
  '<p class="demo-note">This page is for staff: switch the role to Specialist or Moderator.</p>';

/** Who is signed in, for the question and answer pages; '' when the role is not a specialist or moderator. */
function staffNote(): string {
  const { staffMember, role } = state.session;
  if (!staffMember || (role !== 'specialist' && role !== 'moderator')) return '';
  return `<p class="demo-note">Signed in as ${html(staffMember.friendlyName)} (employee ${staffMember.employeeId}, ${html(role)}).</p>`;
}
/**
 * The question page of the specialist's answer form (staff §2.4): the demo question 8801 with its
 * neighbor's two photos, rendered from the fake shop for the employee of the role switcher.
 */
function answerForm(): string {
  const { role, staffMember } = state.session;
  const question = state.questionStore.questions.find((entry) => entry.questionId === DEMO_QUESTION_ID);
  if (!question) return '';
  return `<question-answer-form ${attributes({
    'data-question-id': question.questionId,
    'data-conversation-id': question.questionConversationID,
    'data-title': question.title,
    'data-websku': question.webSku,
    'data-name': question.name,
    'data-question-email': question.email,
    'data-text': question.question,
    'data-year': question.yearFrom,
    'data-make': question.make,
    'data-model': question.model,
    'data-queue-item-type': question.queueItemType,
    'data-status': 0,
    'data-is-moderator': role === 'moderator',
    'data-reviewed-by': staffMember?.employeeId ?? 0,
    'data-employee-friendly-name': staffMember?.friendlyName ?? '',
    'data-upload-guid': `${state.session.userSession}-question-${question.questionId}`,
    'data-media-context': JSON.stringify({
      webSku: question.webSku,
      pageType: 'question',
      mediaSource: 'Answer',
    }),
    'data-uploaded-question-images': JSON.stringify(question.images),
  })}></question-answer-form>`;
}

/** The answers given so far (a moderator reviews them: staff §3.19 SpecialistReview). */
function answersList(answers: readonly { answer: string; authorId: number; emailOnly: boolean }[]): string {
  if (answers.length === 0) return '';
  const items = answers
    .map(
      (entry) =>
        `<li>${html(entry.answer)} <span class="demo-note">(employee ${entry.authorId}${entry.emailOnly ? ', by email only' : ''})</span></li>`,
    )
    .join('');
  return `<section aria-labelledby="answers-title"><h2 id="answers-title">Answers given</h2><ol>${items}</ol></section>`;
}

/**
 * The answer a queue item names (`?answerId=` and `#answer-{id}`, staff §3.19 SpecialistReview): its
 * edit form with the feedback workflow of staff §4.4, for the employee of the role switcher.
 */
function answerUnderReview(url: URL, isModerator: boolean, employeeId: number): string {
  const id = Number(url.searchParams.get('answerId'));
  if (!(id > 0)) return '';
  const answer = state.questionStore.answers.find((item) => item.answerId === id);
  if (!answer) return `<p class="demo-note">There is no answer ${html(String(id))}.</p>`;
  const queueItemType = Number(url.searchParams.get('queueItemType') ?? 4) || 4;
  return `<article id="answer-${id}" class="demo-moderation-item" aria-labelledby="answer-${id}-title">
      <h2 id="answer-${id}-title">Answer ${id} under review</h2>
      <p class="demo-note">Shop status: ${html(answer.status)} · by employee ${answer.employeeId} · queue item type ${queueItemType}</p>
      <specialist-answer-edit-form ${attributes(
        answerEditFormAttributes(answer, { isModerator, employeeId, queueItemType }),
      )}></specialist-answer-edit-form>
    </article>`;
}

moderationPages['/moderation/answer-question'] = {
  title: 'Moderation: answer a question',
  pageType: 'question',
  description:
    'the specialist answer form of a question: the question, its vehicle and photos, the answer with parts, links and photos; switch the role between Specialist and Moderator.',
  body: (url) => {
    const { staffMember, role } = state.session;
    if (!staffMember || (role !== 'specialist' && role !== 'moderator'))
      return '<p class="demo-note">This page is for staff: switch the role to Specialist or Moderator.</p>';
    const question = state.questionStore.questions.find((entry) => entry.questionId === DEMO_QUESTION_ID);
    const reviewed = answerUnderReview(url, role === 'moderator', staffMember.employeeId);
    return `<p class="demo-note">Signed in as ${html(staffMember.friendlyName)} (employee ${staffMember.employeeId}, ${html(
      role,
    )}). Question ${DEMO_QUESTION_ID} · status: ${html(question?.status ?? 'unknown')} · answers: ${question?.answers.length ?? 0}</p>
      ${helpNextNeighborMarkup()}
      ${answersList(question?.answers ?? [])}
      ${reviewed}
      <article class="demo-moderation-item" aria-labelledby="question-title">
        <h2 id="question-title">${html(question?.title ?? '')}</h2>
        <p>${html(question?.question ?? '')}</p>
        ${answerForm()}
      </article>`;
  },
};
