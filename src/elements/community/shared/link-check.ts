import { validateHelpfulLinks } from '../../../api/comment-moderation';
import { FEATURE_TOGGLES, isToggleOn } from '../../../core/toggles';

/**
 * Spec community §5 / staff §5: with ValidateHelpfulLinks on, the links are checked by the shop
 * before any save. Invalid links block the save; a failed check blocks it too ("quietly": no error
 * message of the catalogue; the form says that nothing was sent, so nobody waits for a save that
 * did not happen).
 */
export type LinkCheck = { kind: 'ok' } | { kind: 'invalid'; links: string[] } | { kind: 'unavailable' };

export async function checkHelpfulLinks(links: readonly string[]): Promise<LinkCheck> {
  if (links.length === 0) return { kind: 'ok' };
  if (!(await isToggleOn(FEATURE_TOGGLES.validateHelpfulLinks))) return { kind: 'ok' };
  try {
    const invalid = await validateHelpfulLinks(links);
    return invalid.length > 0 ? { kind: 'invalid', links: invalid } : { kind: 'ok' };
  } catch {
    // Logged by the http layer.
    return { kind: 'unavailable' };
  }
}
