import type {
  AnswerDraft,
  AnswerSubmissionResult,
  ImageAltText,
  QuestionImage,
  QuestionUpdateRequest,
} from '../../api/question-moderation';
import { isRelativeSiteLink } from '../content/rules';
import { errorJson } from '../respond';

/**
 * The fake shop's one question store (staff §2.4-§2.6, §3.13-§3.19, §4.5): the questions with their
 * vehicle, status and images (base64 and file-path ones, neighbor and expert ones), the answers under
 * moderation, the answer drafts per employee (§3.13), and the result flags of the next answer
 * submissions (§3.18), which tests, stories and the demo can turn to failures. It serves the question
 * answer form (`handlers/question-answer.ts`), the question and answer edit forms
 * (`handlers/question-edits.ts`) and the moderated image (`handlers/question-images.ts`), so a question
 * approved or claimed through one form is the same question the other sees. Ids: 7001 and 9101 (the
 * edit forms' question and answer), 8801 (the answer form's question), apart from the community
 * content's questions.
 */

export type QuestionStatus =
  | 'pending'
  | 'answered'
  | 'emailed'
  | 'denied'
  | 'held'
  | 'forwarded'
  | 'approved'
  | 'disproved'
  | 'deleted';
export type ModeratedAnswerStatus = 'pending' | 'approved' | 'denied' | 'held' | 'disproved';

/**
 * Staff §3.17, as the shop stores it (and the page writes it into the forms' attributes): the widgets'
 * `QuestionImage`, except that an image at `filePath` has no base64 image (null or '').
 */
export type StoredQuestionImage = Omit<QuestionImage, 'base64Image'> & { base64Image: string | null };

export interface StoredQuestion {
  questionId: number;
  questionConversationID: number;
  title: string;
  webSku: string;
  name: string;
  email: string;
  question: string;
  /** 0 when the question names no vehicle. */
  yearFrom: number;
  make: string;
  model: string;
  /** The queue item type the question came with (staff §3.19): 4 Question, 5 inactive sku, 10 auto-approve failed. */
  queueItemType: number;
  status: QuestionStatus;
  images: StoredQuestionImage[];
  /** Answers given with the answer form (submit and email only), newest last. */
  answers: {
    /** The id of the answer under moderation (`QuestionStore.answers`); absent for email-only answers. */
    answerId?: number;
    answer: string;
    authorId: number;
    links: string[];
    products: string[];
    images: ImageAltText[];
    emailOnly: boolean;
  }[];
  /** Set by hold and forward: the employee who held it or the specialist's comment to CS. */
  heldBy: number | null;
  forwardedComment: string | null;
  /** Claimed by an employee (queue item type 5: saving claims the answer). */
  claimedBy: number | null;
}

export interface StoredModeratedAnswer {
  answerId: number;
  questionId: number;
  answer: string;
  products: string[];
  links: string[];
  status: ModeratedAnswerStatus;
  /** The specialist who wrote or claimed it. */
  employeeId: number;
  /** Who held it, and how (moderator hold or the specialist's hold). */
  heldAs?: 'specialist' | 'moderator';
}

/** The result flags (§3.18) the shop answers `false` for on the next answer submission, then forgets. */
export type ResultFlag = Exclude<keyof AnswerSubmissionResult, 'hasMedia'>;
export const RESULT_FLAGS: readonly ResultFlag[] = [
  'answerSubmissionResult',
  'associateMediaResult',
  'mediaPublishResult',
  'updateQuestionResult',
  'neighborMediaPublishResult',
  'emailResult',
  'deleteDraftResult',
];

export interface QuestionStore {
  questions: StoredQuestion[];
  /** Answers under moderation (the answer edit form's). */
  answers: StoredModeratedAnswer[];
  /** Answer drafts by `${questionId}:${employeeId}`. */
  drafts: Record<string, AnswerDraft>;
  nextDraftId: number;
  nextAnswerId: number;
  /** Seed control: these flags answer `false` on the next submission (partial success). */
  failNextResults: ResultFlag[];
  /** The last question update the answer form applied (§3.15), for tests. */
  lastUpdate: QuestionUpdateRequest | null;
}

/** A 64x40 PNG (yellow and blue checks): a neighbor's photo of the question. */
export const SAMPLE_BASE64_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAA2ElEQVR42u3X0UYDYByG8V1OkiSTZJIkSZJk8kgmM8kkSZIkSWYmM0lm5pF0LbuILqYb2He0w16+w8fH7+j1r/xOalPfKq5hDddxAzdxC7ex1B8jeIKn2MAzbGKr3N/hPT7gIz7hM77ga7n/xCGOcIziF37jD1YCCCCAAAKYCTCH87iAi7iEy1jFlfJHO7iLe7iPB3iIR1gv9+d4gW28xCu8xhu8Lfcd7GIP37CPA3zHj3IfQAABBBDAbIAscQABBBBA7oEscQABBBBA7oEscQABBBDAvwT8AYlhTfFxSkJMAAAAAElFTkSuQmCC';
/** A 64x40 PNG (sky over grass): the expert's picture of the answer. */
export const SAMPLE_EXPERT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAAeUlEQVR42u3PgQmCAABE0T/JjXODRohERISIiEREREM0RCM0x+HBW+Dx+f6i0UADDTTQQAMNNNBAAw000EADew3o4Gjo6GhocDQ0Oho6ORo6Oxq6OBq6Ohq6ORqaHA3NjoYWR0Oro6HN0dDd0dDD0dDT0dDL0dDb0f57obwPG9IfhgAAAABJRU5ErkJggg==';

export const MODERATED_QUESTION_ID = 7001;
export const MODERATED_ANSWER_ID = 9101;
/** The answer form's demo question: asked on the 7-way wiring, with a neighbor's two photos. */
export const DEMO_QUESTION_ID = 8801;

/** A neighbor's photo at a file path, as the answer form's question has them. */
function image(id: number, approved: boolean, altText: string, name: string): StoredQuestionImage {
  return {
    webImageFileRevisionsID: id,
    approved,
    altText,
    base64Image: null,
    filePath: `/images/products/${name}.svg`,
    imageSource: 'Neighbor',
    isExpertImage: false,
    baseFileName: name,
    revision: 1,
    answerId: 0,
  };
}

/** A question nobody has answered, held, forwarded or claimed yet (fresh arrays for each question). */
function unanswered(): Pick<StoredQuestion, 'answers' | 'heldBy' | 'forwardedComment' | 'claimedBy'> {
  return { answers: [], heldBy: null, forwardedComment: null, claimedBy: null };
}

export function createQuestionStore(): QuestionStore {
  return {
    questions: [
      {
        questionId: MODERATED_QUESTION_ID,
        questionConversationID: MODERATED_ANSWER_ID,
        title: 'Will this hitch fit my 2019 Ford F-150?',
        webSku: 'C13130',
        name: 'Jordan Ellis',
        email: 'jordan.ellis@example.com',
        question:
          'I have a 2019 Ford F-150 with the 5.5 ft bed. Will this class III hitch bolt on without drilling? Photos of my bumper attached.',
        yearFrom: 2019,
        make: 'Ford',
        model: 'F-150',
        queueItemType: 4,
        status: 'pending',
        images: [
          {
            webImageFileRevisionsID: 55101,
            approved: false,
            altText: '',
            base64Image: SAMPLE_BASE64_PNG,
            filePath: '',
            imageSource: 'Neighbor',
            isExpertImage: false,
            baseFileName: 'bumper-photo',
            revision: 1,
            answerId: 0,
          },
          {
            webImageFileRevisionsID: 55102,
            approved: true,
            altText: 'Hitch receiver under the rear bumper',
            base64Image: '',
            filePath: '/images/products/C13130.svg',
            imageSource: 'Neighbor',
            isExpertImage: false,
            baseFileName: 'receiver-photo',
            revision: 2,
            answerId: 0,
          },
          {
            webImageFileRevisionsID: 55103,
            approved: true,
            altText: 'Installed hitch seen from the side',
            base64Image: SAMPLE_EXPERT_PNG,
            filePath: '',
            imageSource: 'Expert',
            isExpertImage: true,
            baseFileName: 'expert-install',
            revision: 1,
            answerId: MODERATED_ANSWER_ID,
          },
        ],
        ...unanswered(),
      },
      {
        questionId: 7002,
        questionConversationID: 9102,
        title: 'Does the wiring harness include the 7-way plug?',
        webSku: '90195',
        name: 'Sam Ortiz',
        email: '',
        question: 'Does this harness come with the 7-way plug or do I need to buy it separately?',
        yearFrom: 0,
        make: '',
        model: '',
        queueItemType: 4,
        status: 'approved',
        images: [],
        ...unanswered(),
      },
      {
        questionId: DEMO_QUESTION_ID,
        questionConversationID: 9901,
        title: 'Does the 7-way wiring harness fit a 2019 Ram 1500?',
        webSku: '90195',
        name: 'Tom B.',
        email: 'tom.b@example.com',
        question:
          'I have a 2019 Ram 1500 with the factory tow package. Will this harness plug straight in, or do I need an adapter for the 4-pole?',
        yearFrom: 2019,
        make: 'Ram',
        model: '1500',
        queueItemType: 4,
        status: 'pending',
        images: [
          image(55101, false, '', '90195'),
          image(55102, true, 'Factory 7-way connector under the rear bumper', '90885'),
        ],
        ...unanswered(),
      },
      {
        questionId: 8802,
        questionConversationID: 9902,
        title: 'Is there a brake controller bracket for this dash?',
        webSku: '20151',
        name: 'Ana L.',
        email: '',
        question:
          'The part page says discontinued. Is there a bracket that mounts the controller under my dash?',
        yearFrom: 0,
        make: '',
        model: '',
        queueItemType: 5,
        status: 'pending',
        images: [],
        ...unanswered(),
      },
    ],
    answers: [
      {
        answerId: MODERATED_ANSWER_ID,
        questionId: MODERATED_QUESTION_ID,
        answer:
          'Yes: the C13130 bolts to the existing frame holes of a 2019 F-150, no drilling needed. Torque the bolts to 110 ft-lb.',
        products: ['C13130'],
        links: ['faq-hitch-installation.aspx'],
        status: 'pending',
        employeeId: 3187,
      },
      {
        answerId: 9102,
        questionId: 7002,
        answer: 'It includes the 4-way flat plug; the 7-way plug is sold separately.',
        products: ['90195'],
        links: [],
        status: 'pending',
        employeeId: 3187,
      },
    ],
    drafts: {},
    nextDraftId: 500,
    nextAnswerId: 7700,
    failNextResults: [],
    lastUpdate: null,
  };
}

export const draftKey = (questionId: number, employeeId: number) => `${questionId}:${employeeId}`;

/** Marks exactly the listed images approved, with their alt text (§3.15 `approvedImages`). */
export function approveListedImages(
  question: StoredQuestion,
  approvedImages: readonly { fileRevisionId: number; altText: string }[],
): void {
  const approved = new Map(approvedImages.map((image) => [image.fileRevisionId, image.altText]));
  for (const image of question.images) {
    image.approved = approved.has(image.webImageFileRevisionsID);
    if (image.approved) image.altText = approved.get(image.webImageFileRevisionsID) ?? image.altText;
  }
}

/** A 400 naming the links that are not relative to the site root, or undefined when all are. */
export function badLinks(links: readonly string[]): Response | undefined {
  const bad = links.filter((link) => !isRelativeSiteLink(link));
  return bad.length > 0
    ? errorJson(400, `Links must be relative to the site root: ${bad.join(', ')}`)
    : undefined;
}
