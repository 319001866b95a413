import { useId, useState } from 'react';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { AccountsSection } from './accounts-section';
import { LoadFailed } from './load-failed';
import type { AccountsModel } from './use-accounts';
import type { SettingName, SettingsModel } from './use-settings';

export const SETTINGS_ERROR_TEXT = 'We could not load your settings.';

/**
 * Local pickup, view as customer, the area count and opting out (with a confirming step); then the accounts
 * that sign in for this installer.
 */
export function SettingsSection({
  model,
  accounts,
  dealerInstallerId,
}: {
  model: SettingsModel;
  accounts: AccountsModel;
  dealerInstallerId: number;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const profile = model.data.profile;
  const busy = (name: SettingName) => model.busy.includes(name);
  return (
    <section className="shop-dealer__section" aria-labelledby={`${id}-title`} data-section="settings">
      <h2 id={`${id}-title`}>Settings</h2>
      {model.status === 'loading' && <LoadingCircle label="Loading settings" />}
      {model.status === 'error' && <LoadFailed text={SETTINGS_ERROR_TEXT} onRetry={model.reload} />}
      {model.status === 'ready' && profile && (
        <div className="shop-dealer__settings">
          <p className="shop-dealer__strong">
            {profile.name}
            {profile.city && ` · ${profile.city}${profile.state ? `, ${profile.state}` : ''}`}
          </p>
          <p>
            {model.data.areaCount === null
              ? 'The number of installers in your area could not be loaded.'
              : `${model.data.areaCount} opted-in ${model.data.areaCount === 1 ? 'installer' : 'installers'} in your area${profile.postalCode ? ` (${profile.postalCode})` : ''}.`}
          </p>
          {profile.isOptedIn ? (
            <>
              <label className="shop-dealer__check">
                <input
                  type="checkbox"
                  checked={profile.localPickup}
                  disabled={busy('localPickup')}
                  onChange={(event) => void model.setLocalPickup(event.target.checked)}
                />
                <span>Offer local pickup at my shop</span>
              </label>
              <label className="shop-dealer__check">
                <input
                  type="checkbox"
                  checked={profile.viewAsCustomer}
                  disabled={busy('viewAsCustomer')}
                  onChange={(event) => void model.setViewAsCustomer(event.target.checked)}
                />
                <span>View the shop as a customer (hide dealer prices)</span>
              </label>
              {confirming ? (
                <fieldset className="shop-dealer__confirm">
                  <legend>
                    Stop receiving install requests? Shoppers will no longer find your shop when they look for
                    an installer.
                  </legend>
                  <button
                    type="button"
                    className="shop-dealer__button shop-dealer__button--danger"
                    disabled={busy('optOut')}
                    onClick={() => void model.optOut().then(() => setConfirming(false))}
                  >
                    Yes, opt out
                  </button>
                  <button type="button" className="shop-dealer__button" onClick={() => setConfirming(false)}>
                    Keep receiving requests
                  </button>
                </fieldset>
              ) : (
                <button
                  type="button"
                  className="shop-dealer__button shop-dealer__button--quiet"
                  onClick={() => setConfirming(true)}
                >
                  Opt out of install requests
                </button>
              )}
            </>
          ) : (
            <p className="shop-dealer__message">
              You are opted out of install requests: local pickup and view as customer are for opted-in
              installers.
            </p>
          )}
        </div>
      )}
      <AccountsSection model={accounts} dealerInstallerId={dealerInstallerId} />
    </section>
  );
}
