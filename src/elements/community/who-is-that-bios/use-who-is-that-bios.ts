import { useRef } from 'react';
import { fetchWhoIsThatBios, type StaffBio } from '../../../api/accounts';
import { getConfig } from '../../../core/config';
import { bioPictureUrl, hasVisibleText } from './bio-parts';
import { loadSanitizer } from './sanitizer';
import { useBioRequest } from './use-bio-request';
import {
  BIOS_ERROR_TEXT,
  type BioCard,
  type HeadingLevel,
  type WhoIsThatBiosViewProps,
} from './who-is-that-bios';

interface WhoIsThatBiosProps {
  imageBaseUrl: string;
  headingLevel: '2' | '3' | '4';
}

/** The bios with their HTML (summary, about-me) cleaned by DOMPurify, loaded alongside the call. */
export async function loadCleanBios(): Promise<StaffBio[]> {
  const [bios, sanitize] = await Promise.all([fetchWhoIsThatBios(), loadSanitizer()]);
  return bios.map((bio) => ({ ...bio, summary: sanitize(bio.summary), aboutMe: sanitize(bio.aboutMe) }));
}

/**
 * A bio (its HTML already cleaned) as the page shows it; internalSummary only for internal staff
 * (the page configuration says), as plain text.
 */
export function bioCard(bio: StaffBio, index: number, imageBaseUrl: string, internalStaff: boolean): BioCard {
  return {
    key: `${bio.bioID ?? 'bio'}-${index}`,
    displayName: bio.displayName,
    pictureUrl: bioPictureUrl(bio.profileImageUrl, imageBaseUrl),
    summary: hasVisibleText(bio.summary) ? bio.summary : '',
    aboutMe: hasVisibleText(bio.aboutMe) ? bio.aboutMe : '',
    internalSummary: internalStaff ? bio.internalSummary.trim() : '',
  };
}

export function useWhoIsThatBios({ imageBaseUrl, headingLevel }: WhoIsThatBiosProps): WhoIsThatBiosViewProps {
  const request = useBioRequest('whoisthat-bios', loadCleanBios, BIOS_ERROR_TEXT);
  const rootRef = useRef<HTMLDivElement>(null);
  if (request.status === 'loading') return { status: 'loading', rootRef };
  if (request.status === 'error') {
    const onRetry = () => {
      rootRef.current?.focus();
      request.retry();
    };
    return { status: 'error', message: request.message, onRetry, rootRef };
  }
  const { internalStaff } = getConfig();
  return {
    status: 'ready',
    rootRef,
    headingLevel: Number(headingLevel) as HeadingLevel,
    bios: request.data.map((bio, index) => bioCard(bio, index, imageBaseUrl, internalStaff)),
  };
}
