import type { FakeShopRole } from '../state';

/**
 * The header navigation of the fake shop (GET /api/header/mainnav and /api/header/subnav): who is
 * signed in, with the first name the mobile menu greets, and the sub nav's HTML.
 */
export interface HeaderState {
  /**
   * The first name of the visitor signed in under each role; null means not signed in. The sample
   * shopper is anonymous: seed `header: { firstNames: { shopper: 'Sam' } }` to sign them in.
   */
  firstNames: Record<FakeShopRole, string | null>;
  /** Answered as `subNavHtml`; the menu sanitises it (tests seed hostile HTML here). */
  subNavHtml: string;
  /** When false the calls answer `success: false`. */
  success: boolean;
}

export const SAMPLE_SUB_NAV_HTML = [
  '<p>Popular</p>',
  '<ul>',
  '<li><a href="/fit-guide.aspx">Trailer Hitch Fit Guide</a></li>',
  '<li><a href="/installation-videos.aspx">Installation Videos</a></li>',
  '<li><a href="/hitch-installers.aspx">Find an Installer</a></li>',
  '</ul>',
].join('');

export function createInitialHeaderState(): HeaderState {
  return {
    firstNames: {
      shopper: null,
      dealer: 'Jordan',
      staff: 'Dana',
      specialist: 'Marcus',
      moderator: 'Priya',
      'busy-dealer': 'Casey',
      'owner-moderator': 'Priya',
      'inactive-specialist': 'Owen',
    },
    subNavHtml: SAMPLE_SUB_NAV_HTML,
    success: true,
  };
}

/** The promo banners the fake shop serves under /images/banners/ (the menu's bannerSignOptionsImageSource). */
export const BANNER_SVGS: Readonly<Record<string, string>> = {
  'memorial-day.svg': bannerSvg('#b3261e', 'MEMORIAL DAY SALE', 'Up to 20% off hitches'),
  'new-arrivals.svg': bannerSvg('#0b57d0', 'NEW ARRIVALS', 'Fresh gear for the season'),
};

function bannerSvg(background: string, title: string, line: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160" viewBox="0 0 640 160">',
    `<rect width="640" height="160" rx="8" fill="${background}"/>`,
    `<text x="320" y="76" fill="#fff" font-family="system-ui, sans-serif" font-size="44" font-weight="700" text-anchor="middle">${title}</text>`,
    `<text x="320" y="122" fill="#fff" font-family="system-ui, sans-serif" font-size="28" text-anchor="middle">${line}</text>`,
    '</svg>',
  ].join('');
}
