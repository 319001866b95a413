import { type ChatOptions, chatOptionsSchema, defaultChatOptions } from '../../../../src/api/chat';
import {
  chatAvailability,
  chatWindowUrl,
  telHref,
} from '../../../../src/elements/storefront/live-chat/chat-rules';

const options = (...toggles: [string, boolean][]): ChatOptions => ({
  featureToggles: toggles.map(([featureKey, isToggledOn]) => ({ featureKey, isToggledOn })),
  chatServiceRepresentative: { chatUserDisplayUrl: '', chatUserName: '' },
});

describe('chat availability (storefront §6, §9)', () => {
  it('is on with at least 2 toggles returned and WebChat_Queue_OnlineSales on', () => {
    expect(
      chatAvailability(options(['WebChat_Queue_OnlineSales', true], ['WebChat_Queue_Mobile', true])),
    ).toEqual({
      on: true,
      mobile: true,
    });
    expect(
      chatAvailability(options(['WebChat_Queue_OnlineSales', true], ['WebChat_Queue_Mobile', false])),
    ).toEqual({
      on: true,
      mobile: false,
    });
  });

  it('is off with fewer than 2 toggles, or with WebChat_Queue_OnlineSales off or missing', () => {
    expect(chatAvailability(options(['WebChat_Queue_OnlineSales', true])).on).toBe(false);
    expect(chatAvailability(options()).on).toBe(false);
    expect(
      chatAvailability(options(['WebChat_Queue_OnlineSales', false], ['WebChat_Queue_Mobile', true])),
    ).toEqual({
      on: false,
      mobile: false,
    });
    expect(chatAvailability(options(['A', true], ['WebChat_Queue_Mobile', true])).on).toBe(false);
  });

  it('the defaults after a failure have both chat toggles off', () => {
    expect(defaultChatOptions().featureToggles).toEqual([
      { featureKey: 'WebChat_Queue_OnlineSales', isToggledOn: false },
      { featureKey: 'WebChat_Queue_Mobile', isToggledOn: false },
    ]);
    expect(chatAvailability(defaultChatOptions())).toEqual({ on: false, mobile: false });
  });
});

describe('chat options schema', () => {
  it('reads a missing or null representative as none, and keeps unknown fields out of the way', () => {
    const parsed = chatOptionsSchema.parse({ featureToggles: [], chatServiceRepresentative: null, extra: 1 });
    expect(parsed.chatServiceRepresentative).toEqual({ chatUserDisplayUrl: '', chatUserName: '' });
    expect(chatOptionsSchema.parse({ featureToggles: [] }).chatServiceRepresentative).toEqual({
      chatUserDisplayUrl: '',
      chatUserName: '',
    });
  });

  it('refuses an answer without its toggles', () => {
    expect(chatOptionsSchema.safeParse({ chatServiceRepresentative: null }).success).toBe(false);
  });
});

describe('tel: link and chat window address', () => {
  it('dials the configured phone', () => {
    expect(telHref('1-800-555-0142')).toBe('tel:1-800-555-0142');
    expect(telHref('(800) 555 0142')).toBe('tel:8005550142');
  });

  it('opens only http(s) addresses, resolved against the page', () => {
    expect(chatWindowUrl('/live-chat', 'https://shop.example/p/1')).toBe('https://shop.example/live-chat');
    expect(chatWindowUrl('https://chat.example/x', 'https://shop.example/')).toBe('https://chat.example/x');
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.c',
      'tel:1',
      '',
    ]) {
      expect(chatWindowUrl(bad, 'https://shop.example/')).toBeNull();
    }
  });
});
