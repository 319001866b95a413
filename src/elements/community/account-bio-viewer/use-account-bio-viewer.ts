import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { fetchEmployeeBio, type StaffBio } from '../../../api/accounts';
import { useWidgetHost } from '../../../core/widget-context';
import { bioPictureUrl, hasVisibleText } from '../who-is-that-bios/bio-parts';
import { loadSanitizer } from '../who-is-that-bios/sanitizer';
import { useBioRequest } from '../who-is-that-bios/use-bio-request';
import { type AccountBioViewerViewProps, BIO_ERROR_TEXT } from './account-bio-viewer';

interface AccountBioViewerProps {
  employeeId: number;
  imageBaseUrl: string;
}

/** The employee's bio with its summary cleaned by DOMPurify (loaded alongside the call), or null. */
export async function loadCleanBio(employeeId: number): Promise<StaffBio | null> {
  const [bio, sanitize] = await Promise.all([fetchEmployeeBio(employeeId), loadSanitizer()]);
  return bio && { ...bio, summary: sanitize(bio.summary) };
}

const warnedHosts = new WeakSet<HTMLElement>();

/** Says once per element why it shows nothing without an employee id (like the uploader's page gate). */
function useWarnWithoutEmployee(host: HTMLElement, employeeId: number): void {
  useEffect(() => {
    if (employeeId > 0 || warnedHosts.has(host)) return;
    warnedHosts.add(host);
    console.warn('shop-widgets: <account-bio-viewer> shows nothing: data-employee-id is missing or 0.');
  }, [host, employeeId]);
}

export function useAccountBioViewer({
  employeeId,
  imageBaseUrl,
}: AccountBioViewerProps): AccountBioViewerViewProps {
  const { host, renderRoot } = useWidgetHost();
  useWarnWithoutEmployee(host, employeeId);
  const request = useBioRequest(
    employeeId > 0 ? `employee-bio-${employeeId}` : null,
    () => loadCleanBio(employeeId),
    BIO_ERROR_TEXT,
  );
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const modalId = `shop-bio-viewer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  // The dialog gives focus back to what had it when it opened; inside a shadow root that can be the
  // host rather than the button, so the button is focused again explicitly.
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  const rootRef = useRef<HTMLSpanElement>(null);
  const retrying = useRef(false);
  const ready = request.status === 'ready';
  // After 'Try again', focus waited on the root; it goes on to the button once there is one.
  useEffect(() => {
    if (!ready || !retrying.current) return;
    retrying.current = false;
    const root = rootRef.current;
    if (
      root &&
      root.getRootNode() instanceof ShadowRoot &&
      (root.getRootNode() as ShadowRoot).activeElement === root
    ) {
      buttonRef.current?.focus();
    }
  }, [ready]);

  if (employeeId <= 0) return { status: 'none' };
  if (request.status === 'loading') return { status: 'loading', rootRef };
  if (request.status === 'error') {
    const onRetry = () => {
      retrying.current = true;
      rootRef.current?.focus();
      request.retry();
    };
    return { status: 'error', message: request.message, onRetry, rootRef };
  }
  const bio = request.data;
  // Community §2: 'View Bio' only when the bio summary exists.
  if (!bio || !hasVisibleText(bio.summary)) return { status: 'none' };
  return {
    status: 'ready',
    rootRef,
    displayName: bio.displayName,
    pictureUrl: bioPictureUrl(bio.profileImageUrl, imageBaseUrl),
    summary: bio.summary,
    open,
    modalId,
    container: renderRoot,
    buttonRef,
    onOpenChange,
  };
}
