/**
 * Page navigation the forms trigger, in one object so tests (and hosts embedding the views) can
 * replace it: jsdom cannot navigate, and a test asserts where the page would go instead.
 */
export const pageNavigation = {
  /** Reloads the current page. */
  reload(): void {
    window.location.reload();
  },
  /** Goes to an address on this site (a path, query and hash). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /**
   * Opens an empty tab synchronously, while the click still counts as a user gesture (a tab opened
   * after an awaited call is blocked by pop-up blockers); `null` when the browser refused.
   */
  openPendingTab(): Window | null {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    return tab;
  },
  /** Sends a tab opened by {@link openPendingTab} to its address, or opens a new one. */
  showInTab(tab: Window | null, url: string): boolean {
    if (tab && !tab.closed) {
      tab.location.href = url;
      return true;
    }
    return window.open(url, '_blank', 'noopener') !== null;
  },
  closeTab(tab: Window | null): void {
    if (tab && !tab.closed) tab.close();
  },
};
