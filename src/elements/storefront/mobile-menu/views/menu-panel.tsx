import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { getConfig } from '../../../../core/config';
import { sanitizeHtml } from '../../../../core/sanitize';
import { trustedHtml } from '../../../../core/trusted-types';
import { useComponentStyles } from '../../../../core/widget-context';
import { headerNavStore, loadHeaderNav } from '../../../../stores/header-nav';
import { LoadingBar } from '../../../../ui/loading/loading';
import { iconButtonStyles } from '../../../../ui/shared/icon-button.styles';
import { keepFocusInside } from '../../../../ui/shared/keep-focus-inside';
import { ACCOUNT_LINK, type MenuLink, productLinks, resolveAgainst, SERVICE_LINKS } from '../menu-links';
import { menuPanelStyles } from './menu-panel.styles';

/** The header navigation data (storefront §2 "Mobile menu"), as the element's attributes give it. */
export interface MenuPanelData {
  siteUrl: string;
  showAccountLink: boolean;
  bannerSignOptionsLink: string;
  bannerSignOptionsClassModifier: string;
  imageBaseUrl: string;
  bannerSignOptionsImageSource: string;
  bannerSignOptionsImageAlternate: string;
  showGiftsPageLink: boolean;
  enableBannerLink: boolean;
  showBannerSign: boolean;
}

export interface MenuPanelProps extends MenuPanelData {
  /** The shopper closes the menu (close button, Escape, backdrop): focus goes back to the toggle. */
  onClose: () => void;
  /** A link in the menu was followed: navigation moves elsewhere. */
  onNavigate: () => void;
}

export const MENU_PANEL_TEXT = {
  title: 'Menu',
  close: 'Close menu',
  loading: 'Loading menu',
  shopLinks: 'Shop',
  serviceLinks: 'Customer service',
  /** Names a linked banner whose image has no alternate text. */
  bannerLink: 'Current promotion',
  greeting: (firstName: string) => (firstName ? `Hello, ${firstName}` : 'Hello'),
} as const;

/** A class modifier becomes a class and a part name: letters, digits, `-` and `_` only. */
export function modifierToken(modifier: string): string {
  return modifier.trim().replace(/[^A-Za-z0-9_-]/g, '');
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface BannerProps {
  imageSrc: string;
  alt: string;
  href: string | null;
  modifier: string;
}

/** The promo banner (bannerSignOptions*), optionally linked. */
function PromoBanner({ imageSrc, alt, href, modifier }: BannerProps) {
  const image = <img className="shop-mobile-menu__banner-image" src={imageSrc} alt={alt} />;
  return (
    <div
      className={`shop-mobile-menu__banner${modifier ? ` shop-mobile-menu__banner--${modifier}` : ''}`}
      part={modifier ? `banner banner--${modifier}` : 'banner'}
    >
      {href ? (
        <a
          className="shop-mobile-menu__banner-link"
          href={href}
          aria-label={alt ? undefined : MENU_PANEL_TEXT.bannerLink}
        >
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}

function LinkList({ links, label, root }: { links: readonly MenuLink[]; label: string; root: string }) {
  return (
    <ul className="shop-mobile-menu__links" aria-label={label}>
      {links.map((link) => (
        <li key={link.path}>
          <a
            className="shop-mobile-menu__link"
            part="link"
            href={resolveAgainst(link.path, root, window.location.href)}
          >
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

function useFocusKeptInside(
  panelRef: RefObject<HTMLDivElement | null>,
  firstRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Focus moves in, to the first control of the panel.
    firstRef.current?.focus();
    return keepFocusInside(panel, { initialFocus: false, returnFocus: false });
  }, [panelRef, firstRef]);
}

/**
 * The open menu: title and close button, the promo banner, the greeting and account link, the
 * products nav, the shop's sub nav (sanitised server HTML), then the customer-service links.
 */
export function MenuPanel(props: MenuPanelProps) {
  useComponentStyles(iconButtonStyles, 'icon-button');
  useComponentStyles(menuPanelStyles, 'mobile-menu-panel');
  const { mainNav, subNav, toggles } = useStore(headerNavStore);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadHeaderNav();
  }, []);
  useFocusKeptInside(panelRef, closeRef);

  const config = getConfig();
  const root = props.siteUrl || config.siteRoot;
  const pageHref = window.location.href;
  const loading = [mainNav, subNav, toggles].some(
    (part) => part.status === 'idle' || part.status === 'loading',
  );
  const linkToggles = toggles.status === 'ready' ? toggles.value : undefined;
  const links = productLinks({
    showGiftsPageLink: props.showGiftsPageLink,
    newArrivals: toggles.status === 'failed' ? false : linkToggles?.newArrivals,
    holidayDeals: toggles.status === 'failed' ? false : linkToggles?.holidayDeals,
  });
  const greetingName =
    mainNav.status === 'ready' && mainNav.value.isSignedIn ? mainNav.value.firstName : null;
  const subNavHtml = subNav.status === 'ready' ? subNav.value : '';
  const safeSubNav = useMemo(() => (subNavHtml ? sanitizeHtml(subNavHtml) : ''), [subNavHtml]);

  const showBanner = props.showBannerSign && props.bannerSignOptionsImageSource !== '';
  const bannerHref =
    props.enableBannerLink && props.bannerSignOptionsLink !== ''
      ? resolveAgainst(props.bannerSignOptionsLink, root, pageHref)
      : null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    props.onClose();
  };
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (link) props.onNavigate();
  };

  return (
    <>
      {/* A mouse convenience: keyboard users close with Escape or the close button. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className="shop-mobile-menu__backdrop" part="backdrop" onClick={props.onClose} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: link clicks bubble here to close the menu */}
      <div
        ref={panelRef}
        className="shop-mobile-menu__panel"
        part="panel"
        aria-busy={loading || undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        onClick={handleClick}
      >
        <div className="shop-mobile-menu__header">
          <span className="shop-mobile-menu__title">{MENU_PANEL_TEXT.title}</span>
          <button
            ref={closeRef}
            type="button"
            className="shop-icon-button shop-mobile-menu__close"
            part="close"
            aria-label={MENU_PANEL_TEXT.close}
            onClick={props.onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {loading ? (
          <LoadingBar label={MENU_PANEL_TEXT.loading} className="shop-mobile-menu__loading" />
        ) : null}
        {showBanner ? (
          <PromoBanner
            imageSrc={resolveAgainst(
              props.bannerSignOptionsImageSource,
              props.imageBaseUrl || config.imageBaseUrl,
              pageHref,
            )}
            alt={props.bannerSignOptionsImageAlternate}
            href={bannerHref}
            modifier={modifierToken(props.bannerSignOptionsClassModifier)}
          />
        ) : null}
        {props.showAccountLink ? (
          <div className="shop-mobile-menu__account">
            {greetingName !== null ? (
              <p className="shop-mobile-menu__greeting" part="greeting">
                {MENU_PANEL_TEXT.greeting(greetingName)}
              </p>
            ) : null}
            <a
              className="shop-mobile-menu__link shop-mobile-menu__account-link"
              part="link"
              href={resolveAgainst(ACCOUNT_LINK.path, root, pageHref)}
            >
              {ACCOUNT_LINK.text}
            </a>
          </div>
        ) : null}
        <LinkList links={links} label={MENU_PANEL_TEXT.shopLinks} root={root} />
        {safeSubNav ? (
          <div
            className="shop-mobile-menu__subnav"
            part="subnav"
            // Server HTML, sanitised with DOMPurify (sanitizeHtml) just above.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
            dangerouslySetInnerHTML={{ __html: trustedHtml(safeSubNav) }}
          />
        ) : null}
        <LinkList links={SERVICE_LINKS} label={MENU_PANEL_TEXT.serviceLinks} root={root} />
      </div>
    </>
  );
}
