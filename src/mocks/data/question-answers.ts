import type {
  AnswerDraft,
  AnswerSubmissionResult,
  ImageAltText,
  QuestionUpdateRequest,
} from '../../api/question-moderation';

/**
 * The questions a specialist answers with `<question-answer-form>` (staff §2.4, §4.5): stateful
 * questions, the answer drafts per employee (§3.13), the answers given, and the result flags of the
 * next submissions (§3.18), which tests, stories and the demo can turn to failures.
 */

/** §3.17 Question image, as the page writes it into the form's attribute. */
export interface SeedQuestionImage {
  webImageFileRevisionsID: number;
  approved: boolean;
  altText: string;
  base64Image: string | null;
  filePath: string;
  imageSource: string;
  isExpertImage: boolean;
  baseFileName: string;
  revision: number;
  answerId: number;
}

export type QuestionState = 'pending' | 'answered' | 'emailed' | 'denied' | 'held' | 'forwarded' | 'approved';

export interface StoredAnswerQuestion {
  questionId: number;
  conversationId: number;
  title: string;
  webSku: string;
  name: string;
  email: string;
  question: string;
  year: number;
  make: string;
  model: string;
  /** The queue item type the question came with (staff §3.19): 4 Question, 5 inactive sku, 10 auto-approve failed. */
  queueItemType: number;
  status: QuestionState;
  images: SeedQuestionImage[];
  /** Answers given (submit and email only), newest last. */
  answers: {
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
  /** Answers claimed by an employee (queue item type 5: saving claims the answer). */
  claimedBy: number | null;
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

export interface QuestionAnswersState {
  questions: StoredAnswerQuestion[];
  /** Answer drafts by `${questionId}:${employeeId}`. */
  drafts: Record<string, AnswerDraft>;
  nextDraftId: number;
  nextAnswerId: number;
  /** Seed control: these flags answer `false` on the next submission (partial success). */
  failNextResults: ResultFlag[];
  /** The last question update applied (§3.15), for tests. */
  lastUpdate: QuestionUpdateRequest | null;
}

/** The demo question: asked on the 7-way wiring, with a neighbor's two photos. */
export const DEMO_QUESTION_ID = 8801;

function image(id: number, approved: boolean, altText: string, name: string): SeedQuestionImage {
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

export function createQuestionAnswersState(): QuestionAnswersState {
  return {
    questions: [
      {
        questionId: DEMO_QUESTION_ID,
        conversationId: 9901,
        title: 'Does the 7-way wiring harness fit a 2019 Ram 1500?',
        webSku: '90195',
        name: 'Tom B.',
        email: 'tom.b@example.com',
        question:
          'I have a 2019 Ram 1500 with the factory tow package. Will this harness plug straight in, or do I need an adapter for the 4-pole?',
        year: 2019,
        make: 'Ram',
        model: '1500',
        queueItemType: 4,
        status: 'pending',
        images: [
          image(55101, false, '', '90195'),
          image(55102, true, 'Factory 7-way connector under the rear bumper', '90885'),
        ],
        answers: [],
        heldBy: null,
        forwardedComment: null,
        claimedBy: null,
      },
      {
        questionId: 8802,
        conversationId: 9902,
        title: 'Is there a brake controller bracket for this dash?',
        webSku: '20151',
        name: 'Ana L.',
        email: '',
        question:
          'The part page says discontinued. Is there a bracket that mounts the controller under my dash?',
        year: 0,
        make: '',
        model: '',
        queueItemType: 5,
        status: 'pending',
        images: [],
        answers: [],
        heldBy: null,
        forwardedComment: null,
        claimedBy: null,
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
