import {
  RELOAD_ANCHOR_DELAY_MS,
  reloadAddress,
  scrollToReloadAnchor,
} from '../../../../src/elements/staff/help-next-neighbor/navigate';

const KEY = 'shop-widgets:help-next-neighbor:anchor';

describe('help-next-neighbor navigation', () => {
  it("'Reload Page' address: #reply-{id} first, else #comment-{id}, else the page as it is", () => {
    expect(reloadAddress('https://shop.example/p?commentId=5&replyId=9#x')).toBe(
      'https://shop.example/p?commentId=5&replyId=9#reply-9',
    );
    expect(reloadAddress('https://shop.example/p?commentId=5&queueItemType=2')).toBe(
      'https://shop.example/p?commentId=5&queueItemType=2#comment-5',
    );
    expect(reloadAddress('https://shop.example/q?answerId=3#answer-3')).toBe(
      'https://shop.example/q?answerId=3#answer-3',
    );
  });

  describe('after the reload', () => {
    let scrolled: string[];
    beforeEach(() => {
      vi.useFakeTimers();
      scrolled = [];
      Element.prototype.scrollIntoView = function record(this: Element) {
        scrolled.push(this.id);
      };
      document.body.innerHTML = '<ol><li id="comment-502">A comment</li></ol>';
    });
    afterEach(() => {
      vi.useRealTimers();
      // jsdom has no scrollIntoView: remove the recorder again.
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      window.sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    });

    it('scrolls once to the anchor the page was reloaded at, after the widgets have rendered', () => {
      window.history.replaceState(null, '', '/p?commentId=502#comment-502');
      window.sessionStorage.setItem(KEY, '#comment-502');
      scrollToReloadAnchor();
      expect(scrolled).toEqual([]);
      vi.advanceTimersByTime(RELOAD_ANCHOR_DELAY_MS);
      expect(scrolled).toEqual(['comment-502']);
      expect(window.sessionStorage.getItem(KEY)).toBeNull();
      scrollToReloadAnchor();
      vi.advanceTimersByTime(RELOAD_ANCHOR_DELAY_MS);
      expect(scrolled).toEqual(['comment-502']);
    });

    it('does nothing when the page is at another anchor (the user went elsewhere), or when cancelled', () => {
      window.history.replaceState(null, '', '/p#comment-502');
      window.sessionStorage.setItem(KEY, '#reply-7');
      scrollToReloadAnchor();
      vi.advanceTimersByTime(RELOAD_ANCHOR_DELAY_MS);
      window.sessionStorage.setItem(KEY, '#comment-502');
      const cancel = scrollToReloadAnchor();
      cancel();
      vi.advanceTimersByTime(RELOAD_ANCHOR_DELAY_MS);
      expect(scrolled).toEqual([]);
    });
  });
});
