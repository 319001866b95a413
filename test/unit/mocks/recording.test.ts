import { clearRecordedRequests, injectFault, recordedRequests } from '../../../src/mocks';
import { postJson, shopFetch } from './shop-fetch';

describe('recorded requests', () => {
  it('records every /api call with method, path, search, body and time', async () => {
    const before = Date.now();
    await shopFetch('/api/cart/details?source=cart-page&view=full');
    await postJson('/api/logger/errors', { message: 'Boom', level: 'error' });
    const requests = recordedRequests();
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '/api/cart/details',
        search: '?source=cart-page&view=full',
        body: null,
        time: expect.any(Number),
      },
      {
        method: 'POST',
        path: '/api/logger/errors',
        search: '',
        body: { message: 'Boom', level: 'error' },
        time: expect.any(Number),
      },
    ]);
    expect(requests[0]?.time).toBeGreaterThanOrEqual(before);
  });

  it('counts repeated calls, so a test can assert how many requests were made', async () => {
    await shopFetch('/api/cart/id');
    await shopFetch('/api/cart/id');
    await shopFetch('/api/cart/details');
    expect(recordedRequests({ path: '/api/cart/id' })).toHaveLength(2);
    expect(recordedRequests({ path: '/api/cart/*' })).toHaveLength(3);
    expect(recordedRequests({ method: 'post' })).toHaveLength(0);
  });

  it('records form data as its fields and a non-JSON body as null', async () => {
    // Written out by hand: jsdom's FormData and Blob are not the ones Node's fetch knows how to send.
    const boundary = 'fake-shop-boundary';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="guid"',
      '',
      'abc-comment-1',
      `--${boundary}`,
      'Content-Disposition: form-data; name="data"; filename="photo.png"',
      'Content-Type: image/png',
      '',
      'xyz',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    await shopFetch('/api/media/uploads/customer-media-blobs', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipart,
    });
    await shopFetch('/api/logger/errors', { method: 'POST', body: 'not json' });
    expect(recordedRequests({ path: '/api/media/*' })[0]?.body).toEqual({
      guid: 'abc-comment-1',
      data: { fileName: 'photo.png', size: 3, type: 'image/png' },
    });
    expect(recordedRequests({ path: '/api/logger/errors' })[0]?.body).toBeNull();
  });

  it('records a call before a fault answers it, even a network error', async () => {
    injectFault({ path: '/api/cart/id', networkError: true });
    await expect(shopFetch('/api/cart/id')).rejects.toThrow();
    expect(recordedRequests({ path: '/api/cart/id' })).toHaveLength(1);
  });

  it('answers 404 to an /api call with no handler, naming it, and records it', async () => {
    const response = await shopFetch('/api/no-such-service/thing/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'The fake shop has no handler for GET /api/no-such-service/thing',
    });
    expect(recordedRequests()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/no-such-service/thing' }),
    ]);
  });

  it('does not record images or control calls', async () => {
    await shopFetch('/images/products/C13130.svg');
    await shopFetch('/__fake-shop/state');
    expect(recordedRequests()).toEqual([]);
  });

  it('reads the path from /api/ on when the site lives under a sub-path', async () => {
    await shopFetch('/shop/api/cart/id');
    expect(recordedRequests()[0]?.path).toBe('/api/cart/id');
  });

  it('forgets everything on clearRecordedRequests and hands out copies', async () => {
    await postJson('/api/logger/information', { message: 'hi' });
    const copy = recordedRequests();
    (copy[0]?.body as { message: string }).message = 'changed';
    expect(recordedRequests()[0]?.body).toEqual({ message: 'hi' });
    clearRecordedRequests();
    expect(recordedRequests()).toEqual([]);
  });
});
