import { type RefObject, useId } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { BioHtml, BioPicture } from './bio-parts';

/** Texts of the who-is-that page where the spec gives none (docs/widgets/who-is-that-bios.md). */
export const BIOS_LOADING_TEXT = 'Loading staff bios';
export const BIOS_EMPTY_TEXT = 'No staff bios to show right now.';
export const BIOS_ERROR_TEXT = 'Staff bios could not be loaded.';
export const RETRY_TEXT = 'Try again';
export const BIOS_LIST_LABEL = 'Staff bios';
export const ABOUT_ME_HEADING = 'About me';
export const INTERNAL_SUMMARY_HEADING = 'Internal summary (staff only)';
/** Width and height of each picture on the page, in px (the size of the bio dialog's picture). */
export const BIO_LIST_PICTURE_SIZE = 150;

export type HeadingLevel = 2 | 3 | 4;

export interface BioCard {
  key: string;
  displayName: string;
  pictureUrl: string | null;
  /** Cleaned HTML ('' when it says nothing). */
  summary: string;
  /** Cleaned HTML ('' when it says nothing). */
  aboutMe: string;
  /** Empty unless the visitor is internal staff. */
  internalSummary: string;
}

export type WhoIsThatBiosViewProps = {
  /**
   * The widget's root: 'Try again' moves focus here before its button goes, and focus stays on it
   * (the same element) through the loading state to the list.
   */
  rootRef?: RefObject<HTMLDivElement | null>;
} & (
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; bios: BioCard[]; headingLevel: HeadingLevel }
);

/** Community §2 "Staff biography page": the list of staff bios, with its loading, empty and error states. */
export function WhoIsThatBiosView(props: WhoIsThatBiosViewProps) {
  const state = props.status === 'ready' && props.bios.length === 0 ? 'empty' : props.status;
  return (
    <div
      ref={props.rootRef}
      tabIndex={-1}
      className="shop-bios"
      part="bios"
      data-state={state}
      aria-busy={props.status === 'loading' || undefined}
    >
      <BiosContent {...props} />
    </div>
  );
}

function BiosContent(props: WhoIsThatBiosViewProps) {
  if (props.status === 'loading') return <LoadingCircle label={BIOS_LOADING_TEXT} />;
  if (props.status === 'error') {
    return (
      <div className="shop-bios__message shop-bios__message--error" part="message" role="alert">
        <p>{props.message}</p>
        <button type="button" className="shop-bios__button" part="retry" onClick={props.onRetry}>
          {RETRY_TEXT}
        </button>
      </div>
    );
  }
  if (props.bios.length === 0) {
    return (
      <p className="shop-bios__message" part="message" role="status">
        {BIOS_EMPTY_TEXT}
      </p>
    );
  }
  return (
    <ul className="shop-bios__list" part="list" aria-label={BIOS_LIST_LABEL}>
      {props.bios.map((bio) => (
        <li key={bio.key} className="shop-bios__item">
          <BioArticle bio={bio} headingLevel={props.headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function BioArticle({ bio, headingLevel }: { bio: BioCard; headingLevel: HeadingLevel }) {
  const nameId = useId();
  const Name = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  return (
    <article className="shop-bio" part="bio" aria-labelledby={nameId}>
      <BioPicture src={bio.pictureUrl} displayName={bio.displayName} size={BIO_LIST_PICTURE_SIZE} />
      <div className="shop-bio__text">
        <Name id={nameId} className="shop-bio__name" part="name">
          {bio.displayName}
        </Name>
        <BioHtml cleanHtml={bio.summary} className="shop-bio__summary shop-rich-text" part="summary" />
        {bio.internalSummary && (
          <section className="shop-bio__internal" part="internal-summary">
            <Sub className="shop-bio__subheading">{INTERNAL_SUMMARY_HEADING}</Sub>
            <p>{bio.internalSummary}</p>
          </section>
        )}
        {bio.aboutMe !== '' && (
          <section className="shop-bio__about" part="about-me">
            <Sub className="shop-bio__subheading">{ABOUT_ME_HEADING}</Sub>
            <BioHtml cleanHtml={bio.aboutMe} className="shop-rich-text" part="about-me-text" />
          </section>
        )}
      </div>
    </article>
  );
}
