import { useCallback, useRef, useState } from 'react';
import {
  type Account,
  addAccountInstaller,
  fetchAccount,
  fetchAccountLogin,
} from '../../../../api/dealer-accounts';
import { fetchInstallerCompanyName } from '../../../../api/installers';
import { isAbort, isApiError } from '../../../../core/errors';
import { newIdempotencyKey, OFFLINE_MESSAGE } from '../../../../core/http';
import { type Loaded, useLoad } from './use-load';

export interface AccountsData {
  /** GET /api/accounts/login: null when nobody is signed in. */
  signedIn: Account | null;
  /** GET /api/installers/login/company-name: '' when unknown or when the call failed. */
  companyName: string;
}

/** How a looked-up account stands towards this installer. */
export type AccountLink = 'unlinked' | 'this-installer' | 'other-installer' | 'employee';

export interface AccountsModel extends Loaded<AccountsData> {
  /** The account last looked up, with its link; null before a look-up or after a failed one. */
  found: { account: Account; link: AccountLink } | null;
  /** A look-up or a link in flight. */
  busy: 'lookup' | 'link' | null;
  /** The result of the last look-up or link, for the section and the dashboard's live region. */
  message: { text: string; tone: 'info' | 'error' } | null;
  announcement: string;
  lookUp: (accountIdText: string) => Promise<void>;
  link: () => Promise<void>;
}

export const ACCOUNT_TEXTS = {
  badNumber: 'Enter the account number: digits only, as the account page shows it.',
  notFound: (id: number) => `There is no account #${id}. Check the number and try again.`,
  forbidden: (id: number) =>
    `You cannot look up account #${id}: it is not a shopper's or a dealer's account.`,
  lookupFailed: (id: number) => `Could not look up account #${id}. Try again.`,
  linked: (id: number) => `Account #${id} now signs in for your installer.`,
  linkRefused: (id: number) =>
    `Account #${id} was not linked: it is an employee's or belongs to another installer.`,
  linkFailed: (id: number) => `Could not link account #${id}. Nothing changed; try again.`,
  offline: (what: string) => `${OFFLINE_MESSAGE} ${what}`,
} as const;

export function accountLink(account: Account, dealerInstallerId: number): AccountLink {
  if (account.employeeID !== null && account.employeeID !== undefined) return 'employee';
  if (account.dealerInstallerId === dealerInstallerId) return 'this-installer';
  if (account.dealerInstallerId) return 'other-installer';
  return 'unlinked';
}

async function loadAccounts(signal: AbortSignal): Promise<AccountsData> {
  const [login, company] = await Promise.all([
    fetchAccountLogin(signal),
    // The company name only adds a line: without it the section still works.
    fetchInstallerCompanyName().then(
      (answer) => answer.companyName,
      () => '',
    ),
  ]);
  return { signedIn: login.success ? (login.account ?? null) : null, companyName: company };
}

const statusOf = (error: unknown) => (isApiError(error) && error.kind === 'http' ? error.status : undefined);
const isOffline = (error: unknown) => isApiError(error) && error.kind === 'offline';

/**
 * "Accounts for this installer" (staff §7.8): who is signed in, looking an account up by its number and
 * linking it to this installer, so a second person at the shop can sign in for it.
 */
export function useAccounts(dealerInstallerId: number): AccountsModel {
  const loaded = useLoad(loadAccounts, { signedIn: null, companyName: '' }, String(dealerInstallerId));
  const [found, setFound] = useState<AccountsModel['found']>(null);
  const [busy, setBusy] = useState<AccountsModel['busy']>(null);
  const [message, setMessage] = useState<AccountsModel['message']>(null);
  const [announcement, setAnnouncement] = useState('');
  const lookup = useRef<AbortController | null>(null);

  const say = useCallback((text: string, tone: 'info' | 'error') => {
    setMessage({ text, tone });
    setAnnouncement(text);
  }, []);

  const lookUp = useCallback(
    async (accountIdText: string) => {
      const text = accountIdText.trim();
      if (!/^\d{1,12}$/.test(text) || Number(text) === 0) {
        setFound(null);
        say(ACCOUNT_TEXTS.badNumber, 'error');
        return;
      }
      const id = Number(text);
      lookup.current?.abort();
      const controller = new AbortController();
      lookup.current = controller;
      setBusy('lookup');
      setMessage(null);
      try {
        const account = await fetchAccount(id, controller.signal);
        setFound({ account, link: accountLink(account, dealerInstallerId) });
        setAnnouncement(`Account #${id} found: ${account.displayName || 'no name'}.`);
      } catch (error) {
        if (isAbort(error)) return;
        setFound(null);
        const status = statusOf(error);
        if (isOffline(error)) say(ACCOUNT_TEXTS.offline(`Account #${id} was not looked up.`), 'error');
        else if (status === 404) say(ACCOUNT_TEXTS.notFound(id), 'error');
        else if (status === 403) say(ACCOUNT_TEXTS.forbidden(id), 'error');
        else say(ACCOUNT_TEXTS.lookupFailed(id), 'error');
      } finally {
        if (lookup.current === controller) setBusy(null);
      }
    },
    [dealerInstallerId, say],
  );

  const link = useCallback(async () => {
    if (found?.link !== 'unlinked' || busy) return;
    const id = found.account.accountID;
    setBusy('link');
    setMessage(null);
    try {
      if (!(await addAccountInstaller(id, dealerInstallerId, newIdempotencyKey())))
        throw new Error('not applied');
      setFound({ account: { ...found.account, dealerInstallerId }, link: 'this-installer' });
      say(ACCOUNT_TEXTS.linked(id), 'info');
    } catch (error) {
      const status = statusOf(error);
      if (isOffline(error)) say(ACCOUNT_TEXTS.offline(`Account #${id} was not linked.`), 'error');
      else if (status === 404) say(ACCOUNT_TEXTS.notFound(id), 'error');
      else if (status === 409 || status === 403) say(ACCOUNT_TEXTS.linkRefused(id), 'error');
      else say(ACCOUNT_TEXTS.linkFailed(id), 'error');
    } finally {
      setBusy(null);
    }
  }, [busy, dealerInstallerId, found, say]);

  return { ...loaded, found, busy, message, announcement, lookUp, link };
}
