import { useEffect, useId, useRef, useState } from 'react';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { LoadFailed } from './load-failed';
import type { AccountLink, AccountsModel } from './use-accounts';

export const ACCOUNTS_ERROR_TEXT = 'We could not load who is signed in.';

const LINK_TEXTS: Record<AccountLink, string> = {
  unlinked: 'Not linked to an installer yet.',
  'this-installer': 'Signs in for your installer.',
  'other-installer': 'Signs in for another installer: ask the shop to move it if it is yours.',
  employee: "An employee's account: it cannot sign in for an installer.",
};

/**
 * Settings, "Accounts for this installer" (staff §7.8): the signed-in account and the company (GET
 * /api/accounts/login, GET /api/installers/login/company-name), and a second login for the shop: look an
 * account up by number (GET /api/accounts/{id}) and link it (POST /api/accounts/{accountId}/installer).
 */
export function AccountsSection({
  model,
  dealerInstallerId,
}: {
  model: AccountsModel;
  dealerInstallerId: number;
}) {
  const id = useId();
  const [accountId, setAccountId] = useState('');
  const { status, data, found, busy, message } = model;
  const fieldId = `${id}-account`;
  const signedIn = data.signedIn;
  // Linked: the Link button goes away, so the focus moves to the account's line that now says so.
  const foundLine = useRef<HTMLParagraphElement>(null);
  const lastLink = useRef(found?.link);
  useEffect(() => {
    if (lastLink.current === 'unlinked' && found?.link === 'this-installer') foundLine.current?.focus();
    lastLink.current = found?.link;
  }, [found?.link]);
  return (
    <section className="shop-dealer__accounts" aria-labelledby={`${id}-title`} data-section="accounts">
      <h3 id={`${id}-title`}>Accounts for this installer</h3>
      {status === 'loading' && <LoadingCircle label="Loading your account" />}
      {status === 'error' && <LoadFailed text={ACCOUNTS_ERROR_TEXT} onRetry={model.reload} />}
      {status === 'ready' && (
        <p data-account="signed-in">
          {signedIn ? (
            <>
              Signed in as{' '}
              <span className="shop-dealer__strong">{signedIn.displayName || 'your account'}</span>
              {signedIn.email && ` (${signedIn.email})`}, account #{signedIn.accountID}
              {data.companyName && `, for ${data.companyName}`}.
              {signedIn.dealerInstallerId !== dealerInstallerId &&
                ` This account does not sign in for installer #${dealerInstallerId}.`}
            </>
          ) : (
            'Nobody is signed in: sign in again to manage your accounts.'
          )}
        </p>
      )}
      <form
        className="shop-dealer__inline"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy === null) void model.lookUp(accountId);
        }}
      >
        <label htmlFor={fieldId}>Account number to link</label>
        <input
          id={fieldId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={accountId}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setAccountId(event.target.value)}
        />
        <button
          type="submit"
          className="shop-dealer__button"
          aria-disabled={busy !== null || undefined}
          aria-busy={busy === 'lookup' || undefined}
        >
          {busy === 'lookup' ? 'Looking up…' : 'Look up account'}
        </button>
      </form>
      <p id={`${id}-hint`} className="shop-dealer__muted">
        A colleague finds their account number on their account page. Once linked, they sign in for your shop
        with their own password.
      </p>
      {found && (
        <div className="shop-dealer__found" data-link={found.link}>
          <p ref={foundLine} tabIndex={-1}>
            <span className="shop-dealer__strong">
              Account #{found.account.accountID}: {found.account.displayName || 'no name'}
            </span>
            {found.account.email && ` (${found.account.email})`}. {LINK_TEXTS[found.link]}
          </p>
          {found.link === 'unlinked' && (
            <button
              type="button"
              className="shop-dealer__button"
              aria-disabled={busy !== null || undefined}
              aria-busy={busy === 'link' || undefined}
              onClick={() => void model.link()}
            >
              {busy === 'link' ? 'Linking…' : `Link account #${found.account.accountID} to my installer`}
            </button>
          )}
        </div>
      )}
      {message && (
        <p
          className={message.tone === 'error' ? 'shop-dealer__error' : 'shop-dealer__message'}
          data-tone={message.tone}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
