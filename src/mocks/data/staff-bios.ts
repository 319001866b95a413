import { escapeXml } from './product-images';

/**
 * The fake shop's staff bios (community §3 "Staff bio (AccountBio)"): a handful of product
 * specialists with portraits drawn locally as SVG (`/images/staff/{file}.svg`, no network, no binary
 * assets). The pictures are given the way a server would: most relative to the page's image base URL
 * (`staff/...`), one as a root-relative path. One new hire has no summary yet (no 'View Bio' button).
 */

/** A bio as the fake shop stores it and sends it (community §3 "Staff bio" plus the picture). */
export interface StoredStaffBio {
  bioID: number;
  accountID: number;
  employeeID: number;
  displayName: string;
  profileImageUrl: string;
  /** HTML. */
  summary: string;
  internalSummary: string;
  /** Rich text (HTML). */
  aboutMe: string;
}

interface Portrait {
  skin: string;
  hair: string;
  shirt: string;
  background: string;
}

const PORTRAITS: Record<string, Portrait> = {
  'marcus-t': { skin: '#8d5a3b', hair: '#1d1611', shirt: '#1f5fa8', background: '#e8f0fa' },
  'priya-k': { skin: '#b07a55', hair: '#23160f', shirt: '#7a4fb0', background: '#f1ebf8' },
  'dana-w': { skin: '#f0c8a8', hair: '#b5651d', shirt: '#2e7d4f', background: '#e9f5ee' },
  'luis-r': { skin: '#c68e64', hair: '#3b2a1e', shirt: '#c2571a', background: '#fbefe7' },
  'jen-o': { skin: '#e8b894', hair: '#e0c068', shirt: '#0f7c8c', background: '#e6f5f7' },
};

/** A head-and-shoulders portrait in the person's colours, with their name as the SVG title. */
export function staffPortraitSvg(file: string, displayName: string): string | undefined {
  const portrait = PORTRAITS[file];
  if (!portrait) return undefined;
  const { skin, hair, shirt, background } = portrait;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img">
  <title>${escapeXml(displayName)}</title>
  <rect width="300" height="300" fill="${background}"/>
  <path d="M40 300 Q44 214 110 200 L190 200 Q256 214 260 300 Z" fill="${shirt}"/>
  <path d="M128 196 L150 226 L172 196 Z" fill="#ffffff" opacity="0.85"/>
  <rect x="130" y="168" width="40" height="36" rx="10" fill="${skin}"/>
  <ellipse cx="150" cy="124" rx="56" ry="64" fill="${skin}"/>
  <path d="M92 122 Q90 56 150 54 Q212 56 208 122 Q196 86 150 84 Q106 86 92 122 Z" fill="${hair}"/>
  <circle cx="128" cy="128" r="6" fill="#2b2b2b"/>
  <circle cx="172" cy="128" r="6" fill="#2b2b2b"/>
  <path d="M130 156 Q150 172 170 156" fill="none" stroke="#5a2e1e" stroke-width="5" stroke-linecap="round"/>
</svg>`;
}

export const SEED_STAFF_BIOS: readonly StoredStaffBio[] = [
  {
    bioID: 11,
    accountID: 50_187,
    employeeID: 3187,
    displayName: 'Marcus T.',
    profileImageUrl: 'staff/marcus-t.svg',
    summary:
      '<p>Marcus has installed <strong>more than 2,000 hitches</strong> and answers most of our towing questions.</p>',
    internalSummary: 'Lead specialist for hitches and wiring; covers the Saturday queue.',
    aboutMe:
      '<p>Before joining the team Marcus ran a trailer repair shop for ten years.</p><ul><li>Favourite part: the <a href="/faq-weight-distribution">weight distribution hitch</a></li><li>Tows a 24 ft camper every summer</li></ul>',
  },
  {
    bioID: 12,
    accountID: 50_142,
    employeeID: 1420,
    displayName: 'Priya K.',
    profileImageUrl: 'staff/priya-k.svg',
    summary: '<p>Priya reviews every answer our specialists write, so that it is right the first time.</p>',
    internalSummary: 'Moderator; approves specialist answers and trains new hires.',
    aboutMe:
      '<p>Priya grew up on a farm in Missouri and has been <em>pulling livestock trailers</em> since she was sixteen.</p>',
  },
  {
    bioID: 13,
    accountID: 50_205,
    employeeID: 2051,
    displayName: 'Dana W.',
    profileImageUrl: '/images/staff/dana-w.svg',
    summary: '<p>Dana looks after our customers’ orders from checkout to the driveway.</p>',
    internalSummary: 'Customer service lead; escalations for freight orders.',
    aboutMe: '<p>Dana restores vintage Airstream trailers and knows every RV part by its number.</p>',
  },
  {
    bioID: 14,
    accountID: 50_311,
    employeeID: 3311,
    displayName: 'Luis R.',
    profileImageUrl: 'staff/luis-r.svg',
    summary:
      '<p>Luis is our brake controller expert: if your trailer brakes grab or fade, he has seen it before.</p>',
    internalSummary: 'Specialist, electrical; on call for installer questions.',
    aboutMe:
      '<p>Luis wires up his own boat trailer lights every spring. <a href="https://example.com/luis" target="_blank">His wiring notes</a>.</p>',
  },
  {
    bioID: 15,
    accountID: 50_402,
    employeeID: 4020,
    displayName: 'Jen O.',
    profileImageUrl: 'staff/jen-o.svg',
    summary: '',
    internalSummary: 'New hire (bike racks); bio summary pending review.',
    aboutMe: '',
  },
];

export function createStaffBiosSeed(): StoredStaffBio[] {
  return structuredClone([...SEED_STAFF_BIOS]);
}
