/**
 * Fails when the script-tag build exceeds a size budget (scripts/cdn-build/budgets.ts). Runs at the end of
 * `npm run build`; alone: npx tsx scripts/cdn-build/check-budgets.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetProblems, unneededExceptions } from './budgets';
import { gzipSize } from './bundle-info';
import { budgetedPageLoads } from './demo-pages';
import { CDN_DIR, readBundleInfo } from './read-bundle-info';

const info = readBundleInfo();
const problems = budgetProblems(info, budgetedPageLoads(info));
// The figures must be the shipped files' own: a stale or early-measured bundle-info.json would hide growth.
for (const [file, chunk] of Object.entries(info.chunks)) {
  const actual = gzipSize(readFileSync(join(CDN_DIR, file)));
  if (actual !== chunk.gzip)
    problems.push(`${file}: bundle-info.json says ${chunk.gzip} B gzipped, the file is ${actual} B`);
}
for (const tag of unneededExceptions(info)) {
  console.warn(`<${tag}> is within 6 KB now: remove its entry from WIDGET_INITIAL_EXCEPTIONS.`);
}
if (problems.length > 0) {
  console.error(`Size budgets exceeded (scripts/cdn-build/budgets.ts):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Size budgets hold.');
