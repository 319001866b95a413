import { waitFor } from '@testing-library/react';
import { TAB_SYNC_CHANNEL } from '../../../src/core/tab-sync';
import { recordedRequests, setRole } from '../../../src/mocks/controls';
import { changeZipCode, deliveryStore } from '../../../src/stores/delivery';
import { saveEntriesToList } from '../../../src/stores/saved-lists';
import { vehicleStore } from '../../../src/stores/vehicle';

/** Another tab of the page: the same channel name, another BroadcastChannel. */
let otherTab: BroadcastChannel;
let heard: { topic: string; payload: unknown }[];

function listen(name: string) {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  window.addEventListener(name, listener);
  return { details, stop: () => window.removeEventListener(name, listener) };
}

beforeEach(() => {
  otherTab = new BroadcastChannel(TAB_SYNC_CHANNEL);
  heard = [];
  otherTab.onmessage = (event) => heard.push(event.data);
});
afterEach(() => otherTab.close());

describe('vehicle', () => {
  it('tells the other tabs the vehicle picked here', async () => {
    window.dispatchEvent(
      new CustomEvent('shop:vehicle-selected', { detail: { year: 2020, make: 'Ford', model: 'F-150' } }),
    );
    await waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({
          topic: 'vehicle-changed',
          payload: { year: 2020, make: 'Ford', model: 'F-150' },
        }),
      ),
    );
  });

  it('takes the vehicle another tab picked, announces it here once, and does not send it back', async () => {
    const selected = listen('shop:vehicle-selected');
    otherTab.postMessage({
      topic: 'vehicle-changed',
      payload: { year: 2018, make: 'Ram', model: '1500' },
      from: 'other-tab',
    });
    await waitFor(() =>
      expect(vehicleStore.getState().currentVehicle).toEqual({ year: 2018, make: 'Ram', model: '1500' }),
    );
    expect(selected.details).toEqual([{ year: 2018, make: 'Ram', model: '1500' }]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(heard).toEqual([]);
    selected.stop();
  });

  it('ignores a malformed vehicle', async () => {
    otherTab.postMessage({ topic: 'vehicle-changed', payload: { year: 'x' }, from: 'other-tab' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(vehicleStore.getState().currentVehicle).toBeNull();
  });
});

describe('ZIP code', () => {
  it('tells the other tabs once the server has the new ZIP code', async () => {
    changeZipCode('48103');
    await waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({ topic: 'zip-changed', payload: { zipCode: '48103' } }),
      ),
    );
    expect(recordedRequests({ method: 'POST', path: '/api/shopper/zipcode' })).toHaveLength(1);
  });

  it('uses the ZIP code another tab saved, without saving it again', async () => {
    const changed = listen('shop:zip-changed');
    otherTab.postMessage({ topic: 'zip-changed', payload: { zipCode: '60601' }, from: 'other-tab' });
    await waitFor(() => expect(deliveryStore.getState().zipCode).toBe('60601'));
    expect(changed.details).toEqual([{ zipCode: '60601', previousZipCode: '' }]);
    expect(recordedRequests({ method: 'POST', path: '/api/shopper/zipcode' })).toHaveLength(0);
    changed.stop();
  });
});

describe('saved lists', () => {
  it('tells the other tabs about a save, and announces another tab’s save here', async () => {
    setRole('dealer');
    const list = await saveEntriesToList(15, [{ webSku: 'TS32', quantity: 2, source: 2 }]);
    await waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({
          topic: 'saved-lists-changed',
          payload: expect.objectContaining({ savedProductListId: 15, itemCount: list.itemCount }),
        }),
      ),
    );
    const updated = listen('shop:saved-list-updated');
    const detail = { savedProductListId: 7, name: 'Trailer', itemCount: 3, created: false };
    otherTab.postMessage({ topic: 'saved-lists-changed', payload: detail, from: 'other-tab' });
    await waitFor(() => expect(updated.details).toEqual([detail]));
    updated.stop();
  });
});

describe('without BroadcastChannel', () => {
  it('uses a storage event on a localStorage key, both ways', async () => {
    vi.resetModules();
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const tabSync = await import('../../../src/core/tab-sync');
      const received: unknown[] = [];
      tabSync.onTabMessage('zip-changed', (payload) => received.push(payload));
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      tabSync.broadcastToTabs('zip-changed', { zipCode: '10001' });
      expect(setItem).toHaveBeenCalledWith(TAB_SYNC_CHANNEL, expect.stringContaining('"10001"'));
      expect(localStorage.getItem(TAB_SYNC_CHANNEL)).toBeNull();
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: TAB_SYNC_CHANNEL,
          newValue: JSON.stringify({
            topic: 'zip-changed',
            payload: { zipCode: '94105' },
            from: 'other-tab',
          }),
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: TAB_SYNC_CHANNEL, newValue: '{not json' }));
      expect(received).toEqual([{ zipCode: '94105' }]);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
