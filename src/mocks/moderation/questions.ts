/**
 * Questions and answers under moderation (staff §2.5, §2.6, §3.15-§3.17), for the question and answer
 * edit forms and the moderated image: each question with its vehicle, status, images (base64 and
 * file-path ones, neighbor and expert ones) and answers. Ids start at 7001 (questions) and 9101
 * (answers), apart from the community content's questions.
 */
export type ModeratedQuestionStatus = 'pending' | 'approved' | 'disproved' | 'deleted';
export type ModeratedAnswerStatus = 'pending' | 'approved' | 'denied' | 'held' | 'disproved';

/** Staff §3.17, as the shop stores it. */
export interface StoredQuestionImage {
  webImageFileRevisionsID: number;
  approved: boolean;
  altText: string;
  base64Image: string;
  filePath: string;
  imageSource: string;
  isExpertImage: boolean;
  baseFileName: string;
  revision: number;
  /** 0 for an image of the question itself. */
  answerId: number;
}

export interface StoredModeratedQuestion {
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
  status: ModeratedQuestionStatus;
  images: StoredQuestionImage[];
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

export interface QuestionModerationState {
  questions: StoredModeratedQuestion[];
  answers: StoredModeratedAnswer[];
}

/** A 64x40 PNG (yellow and blue checks): a neighbor's photo of the question. */
export const SAMPLE_BASE64_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAA2ElEQVR42u3X0UYDYByG8V1OkiSTZJIkSZJk8kgmM8kkSZIkSWYmM0lm5pF0LbuILqYb2He0w16+w8fH7+j1r/xOalPfKq5hDddxAzdxC7ex1B8jeIKn2MAzbGKr3N/hPT7gIz7hM77ga7n/xCGOcIziF37jD1YCCCCAAAKYCTCH87iAi7iEy1jFlfJHO7iLe7iPB3iIR1gv9+d4gW28xCu8xhu8Lfcd7GIP37CPA3zHj3IfQAABBBDAbIAscQABBBBA7oEscQABBBBA7oEscQABBBDAvwT8AYlhTfFxSkJMAAAAAElFTkSuQmCC';
/** A 64x40 PNG (sky over grass): the expert's picture of the answer. */
export const SAMPLE_EXPERT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAAeUlEQVR42u3PgQmCAABE0T/JjXODRohERISIiEREREM0RCM0x+HBW+Dx+f6i0UADDTTQQAMNNNBAAw000EADew3o4Gjo6GhocDQ0Oho6ORo6Oxq6OBq6Ohq6ORqaHA3NjoYWR0Oro6HN0dDd0dDD0dDT0dDL0dDb0f57obwPG9IfhgAAAABJRU5ErkJggg==';

export const MODERATED_QUESTION_ID = 7001;
export const MODERATED_ANSWER_ID = 9101;

export function createQuestionModerationState(): QuestionModerationState {
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
        status: 'approved',
        images: [],
      },
    ],
    answers: [
      {
        answerId: MODERATED_ANSWER_ID,
        questionId: MODERATED_QUESTION_ID,
        answer:
          'Yes: the C13130 bolts to the existing frame holes of a 2019 F-150, no drilling needed. Torque the bolts to 110 ft-lb.',
        products: ['C13130'],
        links: ['faq/how-to-install-a-hitch'],
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
  };
}
