import {
  addOptInProducts,
  fetchOptInProducts,
  SAME_DAY_PICKUP_PATHS,
} from '../../../src/api/dealer-same-day-pickup';
import { newIdempotencyKey } from '../../../src/core/http';
import { setRole } from '../../../src/mocks';
import { postJson } from './shop-fetch';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setRole('busy-dealer');
});

describe('POST /api/same-day-pickup/opt-in-products/{dealerId} with a body (staff §7.11)', () => {
  it('opts several products in with one stock status and answers them as they now are', async () => {
    const added = await addOptInProducts(
      5230,
      { webSkus: ['75237', 'HM11143395', '75237'], stockStatus: 'LowStock' },
      newIdempotencyKey(),
    );
    expect(added.map((product) => [product.webSku, product.stockStatus])).toEqual([
      ['75237', 'LowStock'],
      ['HM11143395', 'LowStock'],
    ]);
    const offered = (await fetchOptInProducts(5230)).map((product) => product.webSku);
    expect(offered).toEqual(expect.arrayContaining(['75237', 'HM11143395']));
  });

  it('adds nothing when one part is unknown (404), and refuses a bad body (400) or another dealer (403)', async () => {
    const before = (await fetchOptInProducts(5230)).length;
    const post = (body: unknown, dealerId = 5230) =>
      postJson(SAME_DAY_PICKUP_PATHS.optInProductWithBody(dealerId), body);
    expect((await post({ webSkus: ['75237', 'NOPE-1'], stockStatus: 'InStock' })).status).toBe(404);
    expect((await fetchOptInProducts(5230)).length).toBe(before);
    expect((await post({ webSkus: [], stockStatus: 'InStock' })).status).toBe(400);
    expect((await post({ webSkus: ['75237'], stockStatus: 'Plenty' })).status).toBe(400);
    expect((await post({ webSkus: ['75237'], stockStatus: 'InStock' }, 4711)).status).toBe(403);
  });
});
