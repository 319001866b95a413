import { getConfig } from '../../../core/config';
import type { FormMessage } from './form-message';
import { checkHelpfulLinks, type LinkCheck } from './link-check';
import { LINK_MESSAGES } from './messages';
import { linksOf, type PartLinkRow, partNumbersOf } from './part-links';

/**
 * What every form with part and link rows sends (staff §5): blank rows dropped, links lower-cased and
 * relative to the site root, part numbers trimmed.
 */
export function collectPartLinks(rows: readonly PartLinkRow[]): { links: string[]; parts: string[] } {
  return { links: linksOf(rows, getConfig().siteRoot, location.href).links, parts: partNumbersOf(rows) };
}

export function linkCheckMessage(check: Exclude<LinkCheck, { kind: 'ok' }>): FormMessage {
  return check.kind === 'invalid'
    ? { tone: 'error', text: LINK_MESSAGES.invalidLinks, items: check.links }
    : { tone: 'info', text: LINK_MESSAGES.checkUnavailable };
}

/** ValidateHelpfulLinks: null when the save may go on, otherwise the message that stops it. */
export async function linkCheckProblem(links: readonly string[]): Promise<FormMessage | null> {
  const check = await checkHelpfulLinks(links);
  return check.kind === 'ok' ? null : linkCheckMessage(check);
}
