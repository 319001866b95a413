import { logger } from '../../core/logger';

type OpenChangeHandler = (open: boolean) => void;

/**
 * Mounted modals by id. A stack per id, so that when two modals share an id (a page mistake that is
 * reported) unmounting one hands the id back to the other instead of losing it.
 */
const mountedModals = new Map<string, OpenChangeHandler[]>();

/** Called by a mounted `Modal`; returns the function that unregisters it. */
export function registerModal(id: string, onOpenChange: OpenChangeHandler): () => void {
  const handlers = mountedModals.get(id) ?? [];
  if (handlers.length > 0) {
    logger.warning(`More than one modal uses the id "${id}"; the last one mounted answers.`, {
      source: 'modal',
      id,
    });
  }
  mountedModals.set(id, [...handlers, onOpenChange]);
  return () => {
    const remaining = (mountedModals.get(id) ?? []).filter((handler) => handler !== onOpenChange);
    if (remaining.length > 0) mountedModals.set(id, remaining);
    else mountedModals.delete(id);
  };
}

function requestModalOpen(id: string, open: boolean): boolean {
  const handler = mountedModals.get(id)?.at(-1);
  if (!handler) {
    logger.error('No modal found with the provided id.', { source: 'modal', id });
    return false;
  }
  handler(open);
  return true;
}

/** Opens the mounted modal with this id. Returns false (and logs) when no such modal is mounted. */
export function openModal(id: string): boolean {
  return requestModalOpen(id, true);
}

/** Closes the mounted modal with this id. Returns false (and logs) when no such modal is mounted. */
export function closeModal(id: string): boolean {
  return requestModalOpen(id, false);
}
