import { CHAT_OPTIONS_RETRIES, CHAT_PATHS, chatOptionsSchema, fetchChatOptions } from '../../../src/api/chat';
import { recordedRequests, seedFakeShop, setFeatureToggle } from '../../../src/mocks';
import { REPRESENTATIVE_PICTURE_PATH } from '../../../src/mocks/data/chat';
import { getJson, shopFetch } from './shop-fetch';

describe('fake shop: GET /api/chat/options', () => {
  it('answers both chat toggles and the representative, in the shape the library parses', async () => {
    const answer = await getJson(CHAT_PATHS.options);
    expect(answer).toEqual({
      featureToggles: [
        { featureKey: 'WebChat_Queue_OnlineSales', isToggledOn: true },
        { featureKey: 'WebChat_Queue_Mobile', isToggledOn: true },
      ],
      chatServiceRepresentative: {
        chatUserDisplayUrl: REPRESENTATIVE_PICTURE_PATH,
        chatUserName: 'Jenna R.',
      },
    });
    expect(chatOptionsSchema.parse(answer)).toEqual(answer);
  });

  it('is stateful: the toggles follow the shop, the returned keys and the representative follow the seed', async () => {
    setFeatureToggle('WebChat_Queue_Mobile', false);
    seedFakeShop({
      chat: { toggleKeys: ['WebChat_Queue_Mobile'], representative: null },
    });
    expect(await fetchChatOptions()).toEqual({
      featureToggles: [{ featureKey: 'WebChat_Queue_Mobile', isToggledOn: false }],
      chatServiceRepresentative: { chatUserDisplayUrl: '', chatUserName: '' },
    });
    expect(recordedRequests({ method: 'GET', path: CHAT_PATHS.options })).toHaveLength(1);
  });

  it('serves the representative picture', async () => {
    const response = await shopFetch(REPRESENTATIVE_PICTURE_PATH);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('the library retries the options call twice, as the spec says', () => {
    expect(CHAT_OPTIONS_RETRIES).toBe(2);
  });
});
