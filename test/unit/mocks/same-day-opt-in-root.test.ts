import {
  createOptInProduct,
  fetchOptInProducts,
  SAME_DAY_PICKUP_PATHS,
} from '../../../src/api/dealer-same-day-pickup';
import { newIdempotencyKey } from '../../../src/core/http';
import { recordedRequests, setRole } from '../../../src/mocks';
import { postJson } from './shop-fetch';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setRole('busy-dealer');
});

describe('POST /api/same-day-pickup with a product body (staff §7.11)', () => {
  it('opts one product in with its starting stock status, and the list shows it so', async () => {
    const product = await createOptInProduct(
      { dealerInstallerId: 5230, webSku: 'HM11143395', stockStatus: 'LowStock' },
      newIdempotencyKey(),
    );
    expect(product).toMatchObject({ dealerInstallerId: 5230, webSku: 'HM11143395', stockStatus: 'LowStock' });
    expect(recordedRequests({ method: 'POST', path: SAME_DAY_PICKUP_PATHS.root })[0]?.body).toEqual({
      dealerInstallerId: 5230,
      webSku: 'HM11143395',
      stockStatus: 'LowStock',
    });
    const listed = (await fetchOptInProducts(5230)).filter((row) => row.webSku === 'HM11143395');
    expect(listed.map((row) => row.stockStatus)).toEqual(['LowStock']);
  });

  it('answers a retry with the same key once, and offers a product again with the status sent', async () => {
    const key = newIdempotencyKey();
    const body = { dealerInstallerId: 5230, webSku: '75237', stockStatus: 'OutOfStock' } as const;
    const before = (await fetchOptInProducts(5230)).length;
    await createOptInProduct(body, key);
    await createOptInProduct(body, key);
    expect((await fetchOptInProducts(5230)).length).toBe(before + 1);
    const again = await createOptInProduct({ ...body, stockStatus: 'InStock' }, newIdempotencyKey());
    expect(again.stockStatus).toBe('InStock');
    const rows = (await fetchOptInProducts(5230)).filter((row) => row.webSku === '75237');
    expect(rows.map((row) => row.stockStatus)).toEqual(['InStock']);
  });

  it('refuses an unknown part (404), a bad body (400), another dealer (403) and a shopper (401), changing nothing', async () => {
    const before = await fetchOptInProducts(5230);
    const post = (body: unknown) => postJson(SAME_DAY_PICKUP_PATHS.root, body);
    expect((await post({ dealerInstallerId: 5230, webSku: 'NOPE-1', stockStatus: 'InStock' })).status).toBe(
      404,
    );
    expect((await post({ dealerInstallerId: 5230, webSku: '75237', stockStatus: 'Plenty' })).status).toBe(
      400,
    );
    expect((await post({ dealerInstallerId: 5230, webSku: ' ', stockStatus: 'InStock' })).status).toBe(400);
    expect((await post({ dealerInstallerId: 4711, webSku: '75237', stockStatus: 'InStock' })).status).toBe(
      403,
    );
    expect(await fetchOptInProducts(5230)).toEqual(before);
    setRole('shopper');
    expect((await post({ dealerInstallerId: 5230, webSku: '75237', stockStatus: 'InStock' })).status).toBe(
      401,
    );
  });
});
