import type { Product, ProductCategory } from './products';

/**
 * Product pictures drawn locally as SVG (no network, no binary assets): a simple illustration per
 * category in the category's colour, with the brand and sku written underneath.
 */

interface Palette {
  ink: string;
  tint: string;
}

const PALETTES: Record<ProductCategory, Palette> = {
  towing: { ink: '#1f5fa8', tint: '#e8f0fa' },
  trailer: { ink: '#c2571a', tint: '#fbefe7' },
  vehicle: { ink: '#2e7d4f', tint: '#e9f5ee' },
  rv: { ink: '#7a4fb0', tint: '#f1ebf8' },
  marine: { ink: '#0f7c8c', tint: '#e6f5f7' },
  service: { ink: '#5b6470', tint: '#eef0f2' },
};

/** Each drawing fits the box 30..370 x 50..270 of a 400 x 400 picture. */
const DRAWINGS: Record<ProductCategory, (palette: Palette) => string> = {
  towing: ({ ink, tint }) => `
    <rect x="40" y="96" width="230" height="28" rx="8" fill="${ink}"/>
    <rect x="120" y="124" width="84" height="84" rx="10" fill="${ink}"/>
    <rect x="138" y="142" width="48" height="48" rx="4" fill="${tint}"/>
    <rect x="160" y="156" width="170" height="20" rx="4" fill="${ink}" opacity="0.8"/>
    <rect x="306" y="112" width="24" height="64" rx="4" fill="${ink}" opacity="0.8"/>
    <circle cx="318" cy="92" r="26" fill="${ink}"/>`,
  trailer: ({ ink, tint }) => `
    <rect x="80" y="120" width="230" height="70" rx="6" fill="${ink}"/>
    <rect x="96" y="134" width="198" height="12" rx="3" fill="${tint}"/>
    <path d="M80 175 L30 190 L30 198 L80 190 Z" fill="${ink}"/>
    <rect x="52" y="190" width="10" height="60" fill="${ink}" opacity="0.75"/>
    <circle cx="215" cy="210" r="36" fill="${ink}"/>
    <circle cx="215" cy="210" r="14" fill="${tint}"/>`,
  vehicle: ({ ink, tint }) => `
    <rect x="130" y="70" width="140" height="28" rx="14" fill="${ink}" opacity="0.7"/>
    <path d="M60 200 L60 160 Q70 140 100 136 L140 104 Q150 98 170 98 L250 98 Q272 98 284 112 L316 140
      Q344 146 344 170 L344 200 Z" fill="${ink}"/>
    <path d="M152 112 L190 112 L190 140 L124 140 Z M204 112 L250 112 Q262 112 270 122 L286 140 L204 140 Z"
      fill="${tint}"/>
    <circle cx="120" cy="204" r="30" fill="${ink}"/>
    <circle cx="120" cy="204" r="12" fill="${tint}"/>
    <circle cx="288" cy="204" r="30" fill="${ink}"/>
    <circle cx="288" cy="204" r="12" fill="${tint}"/>`,
  rv: ({ ink, tint }) => `
    <rect x="70" y="80" width="260" height="140" rx="24" fill="${ink}"/>
    <rect x="96" y="106" width="70" height="44" rx="6" fill="${tint}"/>
    <rect x="186" y="106" width="50" height="90" rx="6" fill="${tint}" opacity="0.85"/>
    <rect x="256" y="106" width="50" height="44" rx="6" fill="${tint}"/>
    <path d="M70 200 L30 210 L30 218 L70 214 Z" fill="${ink}"/>
    <circle cx="270" cy="228" r="30" fill="${ink}"/>
    <circle cx="270" cy="228" r="12" fill="${tint}"/>`,
  marine: ({ ink }) => `
    <path d="M196 70 L196 170 L120 170 Z" fill="${ink}" opacity="0.55"/>
    <rect x="196" y="60" width="6" height="120" fill="${ink}"/>
    <path d="M60 180 L340 180 L300 226 L100 226 Z" fill="${ink}"/>
    <path d="M40 246 Q70 230 100 246 T160 246 T220 246 T280 246 T340 246 T370 246" fill="none"
      stroke="${ink}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`,
  service: ({ ink, tint }) => `
    <g transform="rotate(-45 200 160)">
      <rect x="186" y="110" width="28" height="150" rx="12" fill="${ink}"/>
      <circle cx="200" cy="92" r="46" fill="${ink}"/>
      <rect x="184" y="40" width="32" height="54" rx="4" fill="${tint}"/>
    </g>`,
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Makes any text safe inside SVG text content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

export function productImageSvg(product: Pick<Product, 'webSku' | 'name' | 'brand' | 'category'>): string {
  const palette = PALETTES[product.category];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">
  <title>${escapeXml(product.name)}</title>
  <rect width="400" height="400" rx="24" fill="${palette.tint}"/>
  ${DRAWINGS[product.category](palette).trim()}
  <text x="200" y="326" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif"
    font-size="30" font-weight="700" fill="${palette.ink}">${escapeXml(product.brand)}</text>
  <text x="200" y="362" text-anchor="middle" font-family="ui-monospace, 'SFMono-Regular', monospace"
    font-size="18" fill="#4a4f57">${escapeXml(product.webSku)}</text>
</svg>
`;
}
