import type { HttpHandler } from 'msw';
import {
  installerCompanyNameSchema,
  installerLoginSchema,
  viewAsCustomerAnswerSchema,
} from '../../api/installers';
import { errorJson, jsonAs } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

function signedInInstaller() {
  return state.session.role === 'dealer' ? state.session.installer : null;
}

/** 'Hitch Pros - TX12' → 'Hitch Pros': the shipping company without its trailing location code. */
export function companyNameOf(shippingCompany: string): string {
  return shippingCompany.replace(/\s+-\s+[^-]*$/, '').trim();
}

/** /api/installers: the signed-in dealer installer, its company and its view-as-customer switch. */
export const installerHandlers: HttpHandler[] = [
  shopHttp.get('*/api/installers/login', () => {
    const installer = signedInInstaller();
    return jsonAs(
      installerLoginSchema,
      installer
        ? { success: true, installerDetails: { ...installer } }
        : { success: false, installerDetails: null },
    );
  }),

  shopHttp.get('*/api/installers/login/company-name', () => {
    const installer = signedInInstaller();
    return jsonAs(installerCompanyNameSchema, {
      companyName: installer ? companyNameOf(installer.shippingCompany) : '',
    });
  }),

  // Answers true when the switch applied (a dealer is signed in), false otherwise.
  shopHttp.put('*/api/installers/view-as-customer/:flag', ({ params }) => {
    const flag = pathParam(params, 'flag').toLowerCase();
    if (flag !== 'true' && flag !== 'false') return errorJson(400, 'The flag must be true or false');
    const installer = signedInInstaller();
    if (!installer) return jsonAs(viewAsCustomerAnswerSchema, false);
    installer.viewAsCustomer = flag === 'true';
    return jsonAs(viewAsCustomerAnswerSchema, true);
  }),
];
