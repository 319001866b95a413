import { INSTALLER_SEARCH_MILES } from '../../../../api/dealer-installers';
import { connect } from '../../../../core/connect';
import { FAILURES, HEADINGS, TEXT } from '../texts';
import { Failure } from './failure';
import { Field } from './field';
import type { FormFlow } from './use-form-flow';
import { useInstallerDetails } from './use-installer-details';

/** The product groups installers fit, for a page that names none. */
export const INSTALL_PRODUCT_GROUPS = [
  'Trailer Hitch',
  'Trailer Wiring',
  'Brake Controller',
  'Bike Rack',
  'Ball Mount',
  'Tow Bar',
] as const;

const SORTED_MILES = [...INSTALLER_SEARCH_MILES].sort((a, b) => a - b);

function Rating({ rating, count }: { rating?: number | null; count?: number | null }) {
  return (
    <span className="shop-flow__rating">
      {rating != null && count ? TEXT.rating(rating, count) : TEXT.noReviews}
    </span>
  );
}

export function InstallersStep({
  flow,
  headingRef,
}: {
  flow: FormFlow;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { fields, search, change, touch, errorOf } = flow;
  const searched = search.searched;
  const installerError = errorOf('installers', 'installers');
  return (
    <section className="shop-flow__step" aria-labelledby="shop-flow-heading">
      <h2 id="shop-flow-heading" ref={headingRef} tabIndex={-1}>
        {HEADINGS.installers}
      </h2>
      <form
        className="shop-flow__search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.findInstallers();
        }}
      >
        <Field id="shop-flow-postal" label={TEXT.postalCode} error={errorOf('installers', 'postalCode')}>
          {(describedBy) => (
            <input
              id="shop-flow-postal"
              name="postalCode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={fields.postalCode}
              aria-invalid={errorOf('installers', 'postalCode') ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => change('postalCode', event.target.value)}
              onBlur={() => touch('postalCode')}
            />
          )}
        </Field>
        {flow.props.productGroup === '' ? (
          <Field id="shop-flow-group" label={TEXT.productGroup}>
            {(describedBy) => (
              <select
                id="shop-flow-group"
                value={fields.productGroup}
                aria-describedby={describedBy}
                onChange={(event) => change('productGroup', event.target.value)}
              >
                <option value="">{TEXT.chooseProductGroup}</option>
                {INSTALL_PRODUCT_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {group}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field id="shop-flow-miles" label={TEXT.miles}>
          {(describedBy) => (
            <select
              id="shop-flow-miles"
              value={fields.miles}
              aria-describedby={describedBy}
              onChange={(event) => {
                const miles = Number(event.target.value);
                change('miles', miles);
                if (search.status !== 'idle') flow.findInstallers({ miles });
              }}
            >
              {SORTED_MILES.map((miles) => (
                <option key={miles} value={miles}>
                  {TEXT.milesOption(miles)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="shop-flow__button" disabled={search.status === 'loading'}>
          {search.status === 'loading' ? TEXT.finding : TEXT.find}
        </button>
      </form>

      <div role="status" className="shop-flow__status">
        {search.status === 'ready' && searched
          ? search.installers.length > 0
            ? TEXT.found(search.installers.length, searched.miles, searched.postalCode)
            : TEXT.noneFound(searched.miles, searched.postalCode)
          : search.status === 'loading'
            ? TEXT.finding
            : ''}
      </div>
      {search.status === 'error' ? (
        <Failure message={search.error} onRetry={() => flow.findInstallers()} />
      ) : null}

      {search.status !== 'idle' && search.installers.length > 0 && searched ? (
        <fieldset className="shop-flow__choice" aria-busy={search.status === 'loading'}>
          <legend>{TEXT.sendTo}</legend>
          <label className="shop-flow__check">
            <input
              type="radio"
              name="shop-flow-mode"
              checked={fields.mode === 'chosen'}
              onChange={() => change('mode', 'chosen')}
            />
            {TEXT.sendToChosen}
          </label>
          <label className="shop-flow__check">
            <input
              type="radio"
              name="shop-flow-mode"
              checked={fields.mode === 'all'}
              onChange={() => change('mode', 'all')}
            />
            {TEXT.sendToAll(search.installers.length, searched.miles)}
          </label>
          <ul className="shop-flow__cards">
            {search.installers.map((installer) => (
              <li key={installer.dealerInstallerId} className="shop-flow__card">
                <div className="shop-flow__card-head">
                  <h3>{installer.name}</h3>
                  <p className="shop-flow__muted">
                    {[installer.city, installer.state].filter(Boolean).join(', ')}
                    {' · '}
                    {TEXT.milesAway(installer.distance)}
                  </p>
                  <Rating rating={installer.rating} count={installer.reviewCount} />
                </div>
                {installer.thumbnails.length > 0 ? (
                  <ul className="shop-flow__thumbs">
                    {installer.thumbnails.map((thumb) => (
                      <li key={thumb.url}>
                        <img src={thumb.url} alt={thumb.altText} width={96} height={60} loading="lazy" />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="shop-flow__card-actions">
                  {fields.mode === 'chosen' ? (
                    <label className="shop-flow__check">
                      <input
                        type="checkbox"
                        checked={fields.chosen.includes(installer.dealerInstallerId)}
                        onChange={(event) =>
                          flow.toggleInstaller(installer.dealerInstallerId, event.target.checked)
                        }
                      />
                      {TEXT.chooseInstaller(installer.name)}
                    </label>
                  ) : null}
                  <button
                    type="button"
                    className="shop-flow__button shop-flow__button--plain"
                    onClick={() => flow.showDetails(installer.dealerInstallerId)}
                  >
                    {TEXT.details(installer.name)}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      {installerError ? (
        <p className="shop-flow__error" role="alert">
          {installerError}
        </p>
      ) : null}
      <div className="shop-flow__actions">
        <button type="button" className="shop-flow__button" onClick={() => flow.next('installers')}>
          {TEXT.continue}
        </button>
      </div>
    </section>
  );
}

interface DetailsViewProps {
  flow: FormFlow;
  headingRef: React.Ref<HTMLHeadingElement>;
  loaded: ReturnType<typeof useInstallerDetails>;
}

function DetailsView({ flow, headingRef, loaded }: DetailsViewProps) {
  const { details, media } = loaded;
  const info = details.data;
  const name = info?.name ?? flow.names.get(flow.detailsId) ?? '';
  return (
    <section
      className="shop-flow__step"
      aria-labelledby="shop-flow-heading"
      aria-busy={details.status === 'loading'}
    >
      <h2 id="shop-flow-heading" ref={headingRef} tabIndex={-1}>
        {name || TEXT.loadingDetails}
      </h2>
      {details.status === 'loading' ? (
        <p role="status" className="shop-flow__muted">
          {TEXT.loadingDetails}
        </p>
      ) : null}
      {details.status === 'error' ? <Failure message={FAILURES.details} onRetry={details.reload} /> : null}
      {info ? (
        <div className="shop-flow__details">
          <p>
            {[info.address, [info.city, info.state].filter(Boolean).join(', '), info.postalCode]
              .filter(Boolean)
              .join(', ')}
          </p>
          <Rating rating={info.rating} count={info.reviewCount} />
          {info.about ? <p>{info.about}</p> : null}
          <dl className="shop-flow__facts">
            {info.phone ? (
              <div>
                <dt>{TEXT.phone}</dt>
                <dd>
                  <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
                </dd>
              </div>
            ) : null}
            {info.hours ? (
              <div>
                <dt>{TEXT.hours}</dt>
                <dd>{info.hours}</dd>
              </div>
            ) : null}
            {info.productGroups.length > 0 ? (
              <div>
                <dt>{TEXT.installs}</dt>
                <dd>{info.productGroups.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
          <h3>{TEXT.photos}</h3>
          {media.status === 'error' ? (
            <Failure message={FAILURES.media} onRetry={media.reload} />
          ) : media.status === 'ready' && media.data.length === 0 ? (
            <p className="shop-flow__muted">{TEXT.noPhotos}</p>
          ) : (
            <ul className="shop-flow__gallery">
              {media.data.map((item) => (
                <li key={item.mediaId}>
                  <img
                    src={item.thumbnailUrl || item.url}
                    alt={item.altText}
                    width={240}
                    height={150}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <div className="shop-flow__actions">
        {info ? (
          <button
            type="button"
            className="shop-flow__button"
            onClick={() => flow.requestFrom(info.dealerInstallerId)}
          >
            {TEXT.requestFrom(info.name)}
          </button>
        ) : null}
        <button
          type="button"
          className="shop-flow__button shop-flow__button--plain"
          onClick={() => flow.goTo('installers')}
        >
          {flow.props.installerId > 0 ? TEXT.otherInstallers : TEXT.back}
        </button>
      </div>
    </section>
  );
}

export const DetailsStep = connect(
  DetailsView,
  ({ flow, headingRef }: { flow: FormFlow; headingRef: React.Ref<HTMLHeadingElement> }) => ({
    flow,
    headingRef,
    loaded: useInstallerDetails(flow.detailsId, flow.remember),
  }),
  'DetailsStep',
);
