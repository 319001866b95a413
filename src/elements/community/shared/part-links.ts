// From attributes, not sanitize: this module also runs without a DOM (the manifest build).
import { isSafeUrl } from '../../../core/attributes';

/**
 * The Part Number + Link URL rows of the comment, reply and edit forms (community §5 "Part and link
 * rows", staff §5), as pure functions over an immutable list of rows.
 */
export interface PartLinkRow {
  /** Stable React key. */
  key: number;
  partNumber: string;
  link: string;
}

export type PartLinkField = 'partNumber' | 'link';

/** Spec: the supported link types (shown in the info bubble of the first link row). */
export const SUPPORTED_LINK_TYPES = [
  'Department',
  'Fitguide Results',
  'FAQ',
  'Video',
  'Best',
  'Popular',
  'Question',
] as const;

let nextKey = 1;
const newKey = () => {
  nextKey += 1;
  return nextKey;
};

export function emptyRow(): PartLinkRow {
  return { key: newKey(), partNumber: '', link: '' };
}

/** Rows from two lists, padded to equal length; always at least one row. */
export function rowsFrom(partNumbers: readonly string[] = [], links: readonly string[] = []): PartLinkRow[] {
  const length = Math.max(1, partNumbers.length, links.length);
  return Array.from({ length }, (_, index) => ({
    key: newKey(),
    partNumber: partNumbers[index] ?? '',
    link: links[index] ?? '',
  }));
}

export function addRow(rows: readonly PartLinkRow[]): PartLinkRow[] {
  return [...rows, emptyRow()];
}

export function updateRow(
  rows: readonly PartLinkRow[],
  index: number,
  field: PartLinkField,
  value: string,
): PartLinkRow[] {
  return rows.map((row, at) => (at === index ? { ...row, [field]: value } : row));
}

/**
 * Remove: blanks the field (both fields of the row when no field is named); a row with both fields
 * empty is then removed, except the first row, which stays (blank).
 */
export function removeFromRow(
  rows: readonly PartLinkRow[],
  index: number,
  field?: PartLinkField,
): PartLinkRow[] {
  const blanked = rows.map((row, at) => {
    if (at !== index) return row;
    return field ? { ...row, [field]: '' } : { ...row, partNumber: '', link: '' };
  });
  return blanked.filter((row, at) => at === 0 || row.partNumber.trim() !== '' || row.link.trim() !== '');
}

/** The part numbers to send: trimmed, blanks dropped. */
export function partNumbersOf(rows: readonly PartLinkRow[]): string[] {
  return rows.map((row) => row.partNumber.trim()).filter((value) => value !== '');
}

export type LinkResult = { ok: true; link: string } | { ok: false; reason: 'unsafe' | 'off-site' };

function absoluteRoot(siteRoot: string, pageHref: string): URL {
  const root = new URL(siteRoot || '/', pageHref);
  if (!root.pathname.endsWith('/')) root.pathname = `${root.pathname}/`;
  root.search = '';
  root.hash = '';
  return root;
}

/** 'www.shop.example/x' or 'shop.example/x' typed without a scheme is a full address, not a path. */
function withAssumedScheme(text: string, root: URL): string {
  const lower = text.toLowerCase();
  const host = root.host.toLowerCase();
  if (lower.startsWith('www.') || lower === host || lower.startsWith(`${host}/`)) {
    return `${root.protocol}//${text}`;
  }
  return text;
}

/**
 * One link as the forms store it: lower-cased, stripped of the site root and relative to it
 * ('https://shop.example/FAQ-Wiring.aspx' → 'faq-wiring.aspx'). Only pages of this site are accepted:
 * `javascript:` and other non-web links are 'unsafe', another host (or a path outside the site root)
 * is 'off-site'.
 */
export function normalizeLink(raw: string, siteRoot: string, pageHref: string): LinkResult {
  const text = raw.trim();
  if (!isSafeUrl(text)) return { ok: false, reason: 'unsafe' };
  const root = absoluteRoot(siteRoot, pageHref);
  let url: URL;
  try {
    url = new URL(withAssumedScheme(text, root), root);
  } catch {
    return { ok: false, reason: 'off-site' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'unsafe' };
  if (url.host.toLowerCase() !== root.host.toLowerCase()) return { ok: false, reason: 'off-site' };
  // http and https addresses of the site's host are the same pages.
  const path = `${url.pathname}${url.search}${url.hash}`.toLowerCase();
  const rootPath = root.pathname.toLowerCase();
  if (!path.startsWith(rootPath)) return { ok: false, reason: 'off-site' };
  const relative = path.slice(rootPath.length);
  if (relative === '') return { ok: false, reason: 'off-site' };
  return { ok: true, link: relative };
}

export interface CollectedLinks {
  /** The links to send, normalized, blanks dropped. */
  links: string[];
  /** Row index → why its link is refused. */
  problems: Map<number, 'unsafe' | 'off-site'>;
}

export function linksOf(rows: readonly PartLinkRow[], siteRoot: string, pageHref: string): CollectedLinks {
  const links: string[] = [];
  const problems = new Map<number, 'unsafe' | 'off-site'>();
  rows.forEach((row, index) => {
    if (row.link.trim() === '') return;
    const result = normalizeLink(row.link, siteRoot, pageHref);
    if (result.ok) links.push(result.link);
    else problems.set(index, result.reason);
  });
  return { links, problems };
}
