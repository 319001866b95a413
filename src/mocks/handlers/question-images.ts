import type { HttpHandler } from 'msw';
import { imageDeleteResultSchema, imageFileKey } from '../../api/question-moderation';
import { errorJson, jsonAs } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The moderated image's call (staff §2.5, §7.5) on the question store (`state.questionStore`):
 * DELETE /question/image-delete/{questionId}/{baseFileName_revision}/{answerId} removes the image of
 * that question (answerId 0: the question's own image) and answers `true`; an unknown question or image
 * answers `false`. Only signed-in staff may remove images (403 otherwise).
 */
export const questionImageHandlers: HttpHandler[] = [
  shopHttp.delete(
    '*/api/question-moderation/question/image-delete/:questionId/:fileKey/:answerId',
    ({ params }) => {
      if (!state.session.staffMember) return errorJson(403, 'Only signed-in staff can do this');
      const questionId = Number(pathParam(params, 'questionId'));
      const answerId = Number(pathParam(params, 'answerId'));
      const fileKey = pathParam(params, 'fileKey');
      const question = state.questionStore.questions.find((item) => item.questionId === questionId);
      const index =
        question?.images.findIndex(
          (image) => imageFileKey(image) === fileKey && image.answerId === answerId,
        ) ?? -1;
      if (!question || index < 0) return jsonAs(imageDeleteResultSchema, false);
      question.images.splice(index, 1);
      return jsonAs(imageDeleteResultSchema, true);
    },
  ),
];
