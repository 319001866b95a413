import * as z from 'zod';
import { request } from '../core/http';

/** Spec storefront §3 "Installer details". */
export const installerDetailsSchema = z.object({
  dealerInstallerId: z.number().int(),
  isOptedIn: z.boolean(),
  shippingCompany: z.string().nullish(),
  viewAsCustomer: z.boolean(),
});

/**
 * GET /api/installers/login: the logged-in installer. A dealer installer is identified when
 * `success` is true and `installerDetails.dealerInstallerId` is above 0 (storefront §6).
 */
export const installerLoginSchema = z.object({
  success: z.boolean(),
  installerDetails: installerDetailsSchema.nullish(),
});
export type InstallerLogin = z.infer<typeof installerLoginSchema>;

export function fetchLoggedInInstaller(): Promise<InstallerLogin> {
  return request('/api/installers/login', { schema: installerLoginSchema });
}
