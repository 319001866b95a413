import { useState } from 'react';
import { isSafeUrl } from '../../../core/attributes';
import { getConfig } from '../../../core/config';
import { logger } from '../../../core/logger';
import { trustedHtml } from '../../../core/trusted-types';

/**
 * What both staff-bio widgets share: the picture's address, the picture itself and the server's HTML
 * once cleaned (`sanitizer.ts`). Kept in this folder; `<account-bio-viewer>` imports it.
 */

const refusedPictures = new Set<string>();

/**
 * The address of a bio's picture, or null when there is none or it is refused. An absolute http(s)
 * URL or a root-relative path is used as given; any other relative path is under the image base URL
 * (the widget's `imageBaseUrl`, else the page's). Other schemes (`javascript:`, `data:`, `mailto:`...)
 * are refused and logged once per address.
 */
export function bioPictureUrl(profileImageUrl: string, imageBaseUrl = ''): string | null {
  const url = profileImageUrl.trim();
  if (url === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  const allowed = isSafeUrl(url) && (scheme === undefined || scheme === 'http' || scheme === 'https');
  if (!allowed) {
    if (!refusedPictures.has(url)) {
      refusedPictures.add(url);
      logger.warning('Staff bio picture refused: only http(s) and relative addresses are shown', {
        source: 'staff-bios',
        url: url.slice(0, 80),
      });
    }
    return null;
  }
  if (scheme !== undefined || url.startsWith('/')) return url;
  const base = imageBaseUrl.trim() || getConfig().imageBaseUrl;
  return `${base.endsWith('/') ? base : `${base}/`}${url}`;
}

/** 'Marcus T.' → 'MT': the placeholder's letters when a bio has no picture. */
export function initialsOf(displayName: string): string {
  return displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

export interface BioPictureProps {
  src: string | null;
  displayName: string;
  /** Width and height in px. */
  size: number;
  /** Lazy in long lists, eager in the dialog. */
  loading?: 'lazy' | 'eager';
}

/**
 * The picture, square. Its alt text is empty: the name is written right beside it, so the picture
 * adds nothing a screen reader should repeat. Without a picture, or when it fails to load, a
 * placeholder with the initials keeps the layout.
 */
export function BioPicture({ src, displayName, size, loading = 'lazy' }: BioPictureProps) {
  // Remembers which address failed, so a new address is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  const box = { width: `${size}px`, height: `${size}px` };
  if (!src || failed) {
    return (
      <span className="shop-bio-picture shop-bio-picture--none" part="picture" aria-hidden="true" style={box}>
        {initialsOf(displayName)}
      </span>
    );
  }
  return (
    <img
      className="shop-bio-picture"
      part="picture"
      src={src}
      alt=""
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

/**
 * Whether cleaned HTML says anything: empty tags, `&nbsp;` and whitespace alone do not count (a
 * summary of `<p></p>` is no summary).
 */
export function hasVisibleText(cleanHtml: string): boolean {
  const text = cleanHtml.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/gi, ' ');
  return text.trim() !== '';
}

/** HTML already cleaned by DOMPurify (`sanitizer.ts`); nothing when it says nothing. */
export function BioHtml({
  cleanHtml,
  className,
  part,
}: {
  cleanHtml: string;
  className: string;
  part: string;
}) {
  if (!hasVisibleText(cleanHtml)) return null;
  const html = { __html: trustedHtml(cleanHtml) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned with DOMPurify before it reaches a view.
  return <div className={className} part={part} dangerouslySetInnerHTML={html} />;
}

/** Forget the refused picture addresses (tests). */
export function resetBioPictureReports(): void {
  refusedPictures.clear();
}
