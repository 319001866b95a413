import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalField, optionalText } from '../core/tolerant';

/**
 * The accounts calls of the dealer dashboard (staff §7.8, base /api/accounts): the signed-in account,
 * one account by id, and linking an account to a dealer installer (Settings, "Accounts for this
 * installer"). Apart from `accounts.ts` (the staff bios' calls, in the bios family's file): a module both
 * families imported would move into every page's platform file. These three paths are written here
 * only; `ACCOUNTS_PATHS` holds the rest of the service.
 *
 * The spec names the paths only; the answers below are the contract (the fake shop answers with them),
 * written in docs/widgets/custom-dealer-dashboard.md.
 */
const segment = (value: number) => encodeURIComponent(String(value));

export const DEALER_ACCOUNT_PATHS = {
  /** GET: one account ({@link accountSchema}). A dealer reads another account's email masked. */
  account: (accountId: number) => `/api/accounts/${segment(accountId)}`,
  /** GET: the signed-in account ({@link accountLoginSchema}). */
  login: '/api/accounts/login',
  /**
   * POST `{ dealerInstallerId }`: the account signs in for that installer from now on
   * ({@link accountInstallerSchema}). 404 unknown account or installer, 403 not the installer's own dealer
   * (nor staff), 409 the account is an employee's or belongs to another installer.
   */
  accountInstaller: (accountId: number) => `/api/accounts/${segment(accountId)}/installer`,
} as const;

/** One account (GET /api/accounts/{id}); only `accountID` is needed, the rest is read when present. */
export const accountSchema = z.object({
  accountID: z.int(),
  displayName: optionalText('account.displayName'),
  email: optionalText('account.email'),
  /** Set for an employee's account. */
  employeeID: optionalField('account.employeeID', z.int()),
  /** Set once the account belongs to a dealer installer (POST /{accountId}/installer). */
  dealerInstallerId: optionalField('account.dealerInstallerId', z.int()),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/accounts/login: `success` false (and no account) when nobody is signed in. */
export const accountLoginSchema = z.object({
  success: z.boolean(),
  account: optionalField('accountLogin.account', accountSchema),
});
export type AccountLogin = z.infer<typeof accountLoginSchema>;

/** POST /api/accounts/{accountId}/installer: the account as it is now. */
export const accountInstallerSchema = z.object({
  success: z.boolean(),
  account: optionalField('accountInstaller.account', accountSchema),
});

export function fetchAccount(accountId: number, signal?: AbortSignal): Promise<Account> {
  return request(DEALER_ACCOUNT_PATHS.account(accountId), { schema: accountSchema, signal });
}

export function fetchAccountLogin(signal?: AbortSignal): Promise<AccountLogin> {
  return request(DEALER_ACCOUNT_PATHS.login, { schema: accountLoginSchema, signal });
}

/** Links the account to a dealer installer; true when the server applied it. */
export async function addAccountInstaller(
  accountId: number,
  dealerInstallerId: number,
  idempotencyKey: string,
): Promise<boolean> {
  const answer = await request(DEALER_ACCOUNT_PATHS.accountInstaller(accountId), {
    method: 'post',
    json: { dealerInstallerId },
    schema: accountInstallerSchema,
    idempotencyKey,
  });
  return answer.success;
}
