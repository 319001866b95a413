import type { RollupLog } from 'rollup';

/**
 * zod's sources carry explanatory comments next to `@__PURE__` annotations; Rollup reports each as an
 * annotation it cannot place and drops the comment (the code is unaffected). Every other warning shows.
 */
export function quietAboutZodComments(warning: RollupLog, warn: (warning: RollupLog) => void): void {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
  warn(warning);
}
