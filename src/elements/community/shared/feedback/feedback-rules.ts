import type { Feedback } from '../../../../api/moderation-feedback';

/** The feedback being worked on: the latest one not resolved yet. */
export function currentFeedback(thread: readonly Feedback[]): Feedback | undefined {
  return [...thread].reverse().find((entry) => !entry.resolved);
}

/** The specialist's response is awaited: follow-up was asked and nothing answered yet. */
export function awaitsResponse(feedback: Feedback | undefined): boolean {
  return Boolean(feedback?.requeue && !feedback.response?.trim());
}

/**
 * Staff §4.4: 'Send Feedback & Follow Up' is offered only with no specialist response yet and an
 * active specialist.
 */
export function canFollowUp(current: Feedback | undefined, specialistActive: boolean): boolean {
  return specialistActive && !current?.response?.trim();
}
