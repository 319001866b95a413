import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUNDLE_INFO_FILE, type BundleInfo } from './bundle-info';

/** The script-tag build's folder (SHOP_WIDGETS_OUT_DIR, as for the build; dist/ by default). */
export const CDN_DIR = resolve(process.cwd(), process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist', 'cdn');

export function readBundleInfo(folder = CDN_DIR): BundleInfo {
  const file = join(folder, BUNDLE_INFO_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BundleInfo;
  } catch (error) {
    throw new Error(`Cannot read ${file} (run \`npm run build\` first): ${(error as Error).message}`);
  }
}
