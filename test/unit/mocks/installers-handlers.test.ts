import {
  fetchInstallerCompanyName,
  fetchLoggedInInstaller,
  installerLoginSchema,
  setViewAsCustomer,
} from '../../../src/api/installers';
import { seedFakeShop, setRole } from '../../../src/mocks';
import { companyNameOf } from '../../../src/mocks/handlers/installers';
import { getJson, postJson } from './shop-fetch';

describe('/api/installers', () => {
  it('GET login answers no installer for a shopper and the sample dealer for a dealer', async () => {
    expect(installerLoginSchema.parse(await getJson('/api/installers/login'))).toEqual({
      success: false,
      installerDetails: null,
    });
    setRole('dealer');
    expect(await fetchLoggedInInstaller()).toEqual({
      success: true,
      installerDetails: {
        dealerInstallerId: 4711,
        isOptedIn: true,
        shippingCompany: 'Hitch Pros - TX12',
        viewAsCustomer: false,
      },
    });
  });

  it('GET login/company-name answers the dealer company without its location code', async () => {
    expect(await fetchInstallerCompanyName()).toEqual({ companyName: '' });
    setRole('dealer');
    expect(await fetchInstallerCompanyName()).toEqual({ companyName: 'Hitch Pros' });
    expect(companyNameOf('Tow-Rite Trailers - CO04')).toBe('Tow-Rite Trailers');
    expect(companyNameOf('Plain Name')).toBe('Plain Name');
  });

  it('PUT view-as-customer/{flag} switches a dealer and answers true; the login shows it', async () => {
    setRole('dealer');
    expect(await setViewAsCustomer(true, 'key-1')).toBe(true);
    expect((await fetchLoggedInInstaller()).installerDetails?.viewAsCustomer).toBe(true);
    expect(await setViewAsCustomer(false, 'key-2')).toBe(true);
    expect((await fetchLoggedInInstaller()).installerDetails?.viewAsCustomer).toBe(false);
  });

  it('PUT view-as-customer answers false for a shopper and 400 for a flag that is not a boolean', async () => {
    expect(await setViewAsCustomer(true, 'key-3')).toBe(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await postJson('/api/installers/view-as-customer/maybe', null, 'PUT')).status).toBe(400);
  });

  it('reads a truthy answer of any shape as switched', async () => {
    const { viewAsCustomerAnswerSchema } = await import('../../../src/api/installers');
    expect(viewAsCustomerAnswerSchema.parse({ success: true })).toBe(true);
    expect(viewAsCustomerAnswerSchema.parse({ success: false })).toBe(false);
    expect(viewAsCustomerAnswerSchema.parse(1)).toBe(true);
    expect(viewAsCustomerAnswerSchema.parse(undefined)).toBe(false);
  });

  it('keeps the switch in the shop state until reset', async () => {
    seedFakeShop({ role: 'dealer', session: { installer: { viewAsCustomer: true } } });
    expect((await fetchLoggedInInstaller()).installerDetails?.viewAsCustomer).toBe(true);
  });
});
