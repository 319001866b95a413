import {
  employeeBioSchema,
  fetchEmployeeBio,
  fetchWhoIsThatBios,
  whoIsThatBiosSchema,
} from '../../../src/api/accounts';
import { seedFakeShop, setRole } from '../../../src/mocks';
import { SEED_STAFF_BIOS } from '../../../src/mocks/data/staff-bios';
import { getJson, shopFetch } from './shop-fetch';

describe('/api/accounts (staff bios)', () => {
  it('GET whoisthat-bios answers the seeded specialists, parsed by the library schema', async () => {
    const raw = await getJson('/api/accounts/whoisthat-bios');
    expect(whoIsThatBiosSchema.safeParse(raw).success).toBe(true);
    const bios = await fetchWhoIsThatBios();
    expect(bios.map((bio) => bio.displayName)).toEqual(SEED_STAFF_BIOS.map((bio) => bio.displayName));
    expect(bios.length).toBeGreaterThanOrEqual(4);
  });

  it('sends internalSummary to employees only', async () => {
    expect((await fetchWhoIsThatBios()).every((bio) => bio.internalSummary === '')).toBe(true);
    for (const role of ['dealer'] as const) {
      setRole(role);
      expect((await fetchWhoIsThatBios()).every((bio) => bio.internalSummary === '')).toBe(true);
    }
    for (const role of ['staff', 'specialist', 'moderator'] as const) {
      setRole(role);
      expect((await fetchWhoIsThatBios())[0]?.internalSummary).toBe(SEED_STAFF_BIOS[0]?.internalSummary);
    }
  });

  it('is stateful: the list is what the shop holds now', async () => {
    seedFakeShop({ staffBios: [] });
    expect(await fetchWhoIsThatBios()).toEqual([]);
    seedFakeShop({ staffBios: [{ ...(SEED_STAFF_BIOS[1] as (typeof SEED_STAFF_BIOS)[number]) }] });
    expect((await fetchWhoIsThatBios()).map((bio) => bio.displayName)).toEqual(['Priya K.']);
    expect((await fetchEmployeeBio(1420))?.displayName).toBe('Priya K.');
    expect(await fetchEmployeeBio(3187)).toBeNull();
  });

  it('GET employee-bio/{id} answers the bio by employee id, null without one, 400 for a bad id', async () => {
    const bio = await fetchEmployeeBio(3187);
    expect(bio?.displayName).toBe('Marcus T.');
    expect(bio?.summary).toContain('<strong>');
    expect(employeeBioSchema.parse(await getJson('/api/accounts/employee-bio/9999'))).toBeNull();
    expect((await shopFetch('/api/accounts/employee-bio/abc')).status).toBe(400);
  });

  it('serves each specialist picture as SVG and 404 for an unknown one', async () => {
    for (const bio of SEED_STAFF_BIOS) {
      const path = bio.profileImageUrl.startsWith('/')
        ? bio.profileImageUrl
        : `/images/${bio.profileImageUrl}`;
      const response = await shopFetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain(`<title>${bio.displayName}</title>`);
    }
    expect((await shopFetch('/images/staff/nobody.svg')).status).toBe(404);
  });
});
