import { waitFor } from '@testing-library/react';
import { interactionEventBatchSchema } from '../../../src/api/interaction-tracking';
import { defineWidget } from '../../../src/core/define-widget';
import { interactionTrackingDefinition } from '../../../src/elements/community/interaction-tracking/interaction-tracking.element';
import { recordedRequests, setFeatureToggle } from '../../../src/mocks/controls';
import { renderedNodes, settle } from '../../helpers/elements';

defineWidget(interactionTrackingDefinition);

const EVENTS_PATH = '/api/logger/logevententry';

async function mountTracking(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement('interaction-tracking');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => expect(element.dataset.tracking).toMatch(/^(on|off|duplicate)$/));
  return element;
}

function sentEntries() {
  return recordedRequests({ path: EVENTS_PATH }).flatMap((request) => {
    const parsed = interactionEventBatchSchema.safeParse(request.body);
    return parsed.success ? parsed.data.entries : [];
  });
}

describe('<interaction-tracking>', () => {
  it('shows nothing, and reports the kinds its toggles turn on', async () => {
    const element = await mountTracking();
    expect(element.dataset.tracking).toBe('on');
    expect(element.dataset.trackingKinds).toBe('Click Hover Scroll View PerformanceTiming');
    expect(renderedNodes(element)).toEqual([]);
    for (const key of [
      'ClickTracking',
      'HoverTracking',
      'ScrollTracking',
      'ViewTracking',
      'PerformanceTimingTracking',
      'WebSplunkLogging',
    ]) {
      expect(recordedRequests({ path: `/api/featuretoggles/${key}` })).toHaveLength(1);
    }
  });

  it('sends a click to POST /api/logger/logevententry about 500 ms later, with the bot score', async () => {
    await mountTracking({ 'data-bot-score': '0.92' });
    const button = document.createElement('button');
    button.id = 'buy';
    button.textContent = 'Buy now';
    document.body.append(button);
    button.click();
    await settle(200);
    expect(sentEntries()).toEqual([]);
    await waitFor(() => expect(sentEntries()).toHaveLength(1), { timeout: 3000 });
    const [click] = sentEntries();
    expect(click?.name).toBe('ClickTracking');
    expect(click?.properties).toMatchObject({
      tagName: 'button',
      id: 'buy',
      text: 'Buy now',
      botScore: '0.92',
    });
    expect(recordedRequests({ path: EVENTS_PATH })[0]?.method).toBe('POST');
  });

  it("is off, sending nothing, when the kinds' toggles are off", async () => {
    for (const key of [
      'ClickTracking',
      'HoverTracking',
      'ScrollTracking',
      'ViewTracking',
      'PerformanceTimingTracking',
    ]) {
      setFeatureToggle(key, false);
    }
    const element = await mountTracking();
    expect(element.dataset.tracking).toBe('off');
    document.body.click();
    await settle(700);
    expect(recordedRequests({ path: EVENTS_PATH })).toEqual([]);
  });

  it('tracks once per page: a second element does nothing and says why once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountTracking();
    const second = await mountTracking();
    expect(second.dataset.tracking).toBe('duplicate');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('only one <interaction-tracking> per page'));
    document.body.click();
    await waitFor(() => expect(sentEntries()).toHaveLength(1), { timeout: 3000 });
    await settle(700);
    expect(sentEntries()).toHaveLength(1);
  });
});
