/** An upload or request stopped on purpose (its signal aborted): not a failure to report. */
export function isAbort(error: unknown): boolean {
  const candidate = error as { name?: unknown; kind?: unknown } | null;
  return candidate?.name === 'AbortError' || candidate?.kind === 'aborted';
}
