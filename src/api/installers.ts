import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalField } from '../core/tolerant';

/** Spec storefront §3 "Installer details". */
export const installerDetailsSchema = z.object({
  dealerInstallerId: z.int(),
  isOptedIn: z.boolean(),
  shippingCompany: optionalField('installerDetails.shippingCompany', z.string()),
  viewAsCustomer: z.boolean(),
});

/**
 * GET /api/installers/login: the logged-in installer. A dealer installer is identified when
 * `success` is true and `installerDetails.dealerInstallerId` is above 0 (storefront §6).
 */
export const installerLoginSchema = z.object({
  success: z.boolean(),
  installerDetails: optionalField('installerLogin.installerDetails', installerDetailsSchema),
});
export type InstallerLogin = z.infer<typeof installerLoginSchema>;

export function fetchLoggedInInstaller(): Promise<InstallerLogin> {
  return request('/api/installers/login', { schema: installerLoginSchema });
}

/** GET /api/installers/login/company-name: the signed-in dealer's company (empty for everyone else). */
export const installerCompanyNameSchema = z.object({ companyName: z.string() });
export type InstallerCompanyName = z.infer<typeof installerCompanyNameSchema>;

export function fetchInstallerCompanyName(): Promise<InstallerCompanyName> {
  return request('/api/installers/login/company-name', { schema: installerCompanyNameSchema });
}

/**
 * The answer of PUT /api/installers/view-as-customer/{flag}. The spec only says the server "answers
 * truthy" when the switch took effect: a JSON boolean, or an object with `success`, or any other
 * JSON read by its truthiness.
 */
export const viewAsCustomerAnswerSchema = z.pipe(
  z.unknown(),
  z.transform((answer): boolean => {
    if (typeof answer === 'object' && answer !== null && 'success' in answer) return Boolean(answer.success);
    return Boolean(answer);
  }),
);

/** PUT /api/installers/view-as-customer/{flag}: a dealer starts or stops viewing the shop as a customer. */
export function setViewAsCustomer(viewAsCustomer: boolean, idempotencyKey: string): Promise<boolean> {
  return request(`/api/installers/view-as-customer/${viewAsCustomer}`, {
    method: 'put',
    schema: viewAsCustomerAnswerSchema,
    idempotencyKey,
  });
}
