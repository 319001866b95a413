import { connect } from '../../../../core/connect';
import { FAILURES, HEADINGS, JOB_MAX_LENGTH, MESSAGES, TEXT } from '../texts';
import { Failure } from './failure';
import { Field, Pictured } from './field';
import { INSTALL_PRODUCT_GROUPS } from './installer-steps';
import type { FormFlow } from './use-form-flow';
import { useVehicleOptions } from './use-vehicle-options';

type HeadingRef = React.Ref<HTMLHeadingElement>;

interface VehicleViewProps {
  flow: FormFlow;
  headingRef: HeadingRef;
  options: ReturnType<typeof useVehicleOptions>;
}

type VehiclePart = 'year' | 'make' | 'model';

interface VehicleSelectProps {
  flow: FormFlow;
  part: VehiclePart;
  label: string;
  placeholder: string;
  options: { status: string; data: readonly (string | number)[] };
  disabled: boolean;
}

/** One step of the year, make and model choice; a step waits for the one above it. */
function VehicleSelect({ flow, part, label, placeholder, options, disabled }: VehicleSelectProps) {
  const id = `shop-flow-${part}`;
  const error = flow.errorOf('vehicle', part);
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          id={id}
          value={flow.fields[part]}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => flow.change(part, event.target.value)}
          onBlur={() => flow.touch(part)}
        >
          <option value="">{options.status === 'loading' ? TEXT.loadingOptions : placeholder}</option>
          {options.data.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function VehicleView({ flow, headingRef, options }: VehicleViewProps) {
  const { fields, change, touch, errorOf, props } = flow;
  const given = props.vehicle.trim();
  const usingGiven = fields.useGivenVehicle && given !== '';
  const { years, makes, models } = options;
  return (
    <section className="shop-flow__step" aria-labelledby="shop-flow-heading">
      <h2 id="shop-flow-heading" ref={headingRef} tabIndex={-1}>
        {HEADINGS.vehicle}
      </h2>
      <form
        noValidate
        className="shop-flow__form"
        onSubmit={(event) => {
          event.preventDefault();
          flow.next('vehicle');
        }}
      >
        <div className="shop-flow__product">
          <h3>{TEXT.product}</h3>
          {props.productGroup ? (
            <Pictured image={props.productGroupImage} text={props.productGroup} />
          ) : (
            <Field
              id="shop-flow-job-group"
              label={TEXT.productGroup}
              error={errorOf('vehicle', 'productGroup')}
            >
              {(describedBy) => (
                <select
                  id="shop-flow-job-group"
                  value={fields.productGroup}
                  aria-invalid={errorOf('vehicle', 'productGroup') ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => change('productGroup', event.target.value)}
                  onBlur={() => touch('productGroup')}
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
          )}
          {props.productGroupCategory ? (
            <p>
              {TEXT.category}:{' '}
              <Pictured image={props.productGroupCategoryImage} text={props.productGroupCategory} />
            </p>
          ) : null}
          {props.websku ? <p className="shop-flow__muted">{TEXT.partNumber(props.websku)}</p> : null}
        </div>

        {usingGiven ? (
          <div className="shop-flow__given">
            <p className="shop-flow__strong">{TEXT.givenVehicle(given)}</p>
            {props.isFitguided ? <p className="shop-flow__muted">{TEXT.fitGuided}</p> : null}
            <button
              type="button"
              className="shop-flow__button shop-flow__button--plain"
              onClick={() => change('useGivenVehicle', false)}
            >
              {TEXT.otherVehicle}
            </button>
          </div>
        ) : (
          <div className="shop-flow__vehicle">
            <VehicleSelect
              flow={flow}
              part="year"
              label={TEXT.year}
              placeholder={TEXT.chooseYear}
              options={years}
              disabled={false}
            />
            <VehicleSelect
              flow={flow}
              part="make"
              label={TEXT.make}
              placeholder={TEXT.chooseMake}
              options={makes}
              disabled={fields.year === ''}
            />
            <VehicleSelect
              flow={flow}
              part="model"
              label={TEXT.model}
              placeholder={TEXT.chooseModel}
              options={models}
              disabled={fields.make === ''}
            />
            {years.status === 'error' ? (
              <Failure message={FAILURES.vehicleOptions} onRetry={years.reload} />
            ) : null}
            {makes.status === 'error' ? (
              <Failure message={FAILURES.vehicleOptions} onRetry={makes.reload} />
            ) : null}
            {models.status === 'error' ? (
              <Failure message={FAILURES.vehicleOptions} onRetry={models.reload} />
            ) : null}
          </div>
        )}

        <Field id="shop-flow-job" label={TEXT.job} hint={TEXT.jobHint} error={errorOf('vehicle', 'job')}>
          {(describedBy) => (
            <>
              <textarea
                id="shop-flow-job"
                rows={4}
                value={fields.job}
                aria-invalid={errorOf('vehicle', 'job') ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => change('job', event.target.value)}
                onBlur={() => touch('job')}
              />
              <p className="shop-flow__hint">{TEXT.charactersLeft(JOB_MAX_LENGTH - fields.job.length)}</p>
            </>
          )}
        </Field>
        <div className="shop-flow__actions">
          <button type="submit" className="shop-flow__button">
            {TEXT.continue}
          </button>
          <button
            type="button"
            className="shop-flow__button shop-flow__button--plain"
            onClick={() => flow.goTo('installers')}
          >
            {TEXT.back}
          </button>
        </div>
      </form>
    </section>
  );
}

export const VehicleStep = connect(
  VehicleView,
  ({ flow, headingRef }: { flow: FormFlow; headingRef: HeadingRef }) => ({
    flow,
    headingRef,
    options: useVehicleOptions(
      !(flow.fields.useGivenVehicle && flow.props.vehicle.trim() !== ''),
      flow.fields.year,
      flow.fields.make,
    ),
  }),
  'VehicleStep',
);

function installerList(flow: FormFlow): string {
  const { fields, search } = flow;
  if (fields.mode === 'all' && search.searched)
    return TEXT.allNearby(search.searched.miles, search.searched.postalCode);
  return fields.chosen.map((id) => flow.names.get(id) ?? `#${id}`).join(', ');
}

export function ContactStep({ flow, headingRef }: { flow: FormFlow; headingRef: HeadingRef }) {
  const { fields, change, touch, errorOf, send } = flow;
  const sending = send.status === 'sending';
  const invalid = flow.attempted.has('contact') && Object.keys(flow.errors.contact).length > 0;
  const text = (
    id: string,
    name: 'name' | 'email' | 'phone' | 'postalCode',
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <Field id={id} label={label} error={errorOf('contact', name)}>
      {(describedBy) => (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={name === 'postalCode' ? 'numeric' : undefined}
          value={fields[name]}
          aria-invalid={errorOf('contact', name) ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => touch(name)}
        />
      )}
    </Field>
  );
  return (
    <section className="shop-flow__step" aria-labelledby="shop-flow-heading">
      <h2 id="shop-flow-heading" ref={headingRef} tabIndex={-1}>
        {HEADINGS.contact}
      </h2>
      <form
        noValidate
        className="shop-flow__form"
        onSubmit={(event) => {
          event.preventDefault();
          void flow.submit();
        }}
      >
        {text('shop-flow-name', 'name', TEXT.name, 'text', 'name')}
        {text('shop-flow-email', 'email', TEXT.email, 'email', 'email')}
        {text('shop-flow-phone', 'phone', TEXT.phoneOptional, 'tel', 'tel')}
        {text('shop-flow-contact-postal', 'postalCode', TEXT.postalCode, 'text', 'postal-code')}
        <div className="shop-flow__summary">
          <h3>{TEXT.summary}</h3>
          <dl className="shop-flow__facts">
            <div>
              <dt>{TEXT.summaryInstallers}</dt>
              <dd>{installerList(flow)}</dd>
            </div>
            <div>
              <dt>{TEXT.summaryVehicle}</dt>
              <dd>{flow.draft.vehicle}</dd>
            </div>
            <div>
              <dt>{TEXT.product}</dt>
              <dd>
                {flow.draft.productGroup}
                {flow.draft.webSku ? ` (${TEXT.partNumber(flow.draft.webSku)})` : ''}
              </dd>
            </div>
            {flow.draft.additionalInfo ? (
              <div>
                <dt>{TEXT.summaryJob}</dt>
                <dd>{flow.draft.additionalInfo}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        {invalid ? (
          <p className="shop-flow__error" role="alert">
            {MESSAGES.fixFields}
          </p>
        ) : null}
        {send.status === 'error' ? (
          <p className="shop-flow__error" role="alert">
            {send.error}
          </p>
        ) : null}
        <div className="shop-flow__actions">
          {sending ? (
            <p role="status" className="shop-flow__strong">
              {TEXT.sending}
            </p>
          ) : (
            <button type="submit" className="shop-flow__button">
              {TEXT.send}
            </button>
          )}
          <button
            type="button"
            className="shop-flow__button shop-flow__button--plain"
            disabled={sending}
            onClick={() => flow.goTo('vehicle')}
          >
            {TEXT.back}
          </button>
        </div>
      </form>
    </section>
  );
}

export function DoneStep({ flow, headingRef }: { flow: FormFlow; headingRef: HeadingRef }) {
  const sent = flow.sent;
  if (!sent) return null;
  const [only] = sent.installerNames;
  return (
    <section className="shop-flow__step" aria-labelledby="shop-flow-heading">
      <h2 id="shop-flow-heading" ref={headingRef} tabIndex={-1}>
        {HEADINGS.done}
      </h2>
      <p role="status" className="shop-flow__strong">
        {sent.ids.length === 1 && sent.ids[0] !== undefined
          ? TEXT.sentOne(sent.ids[0])
          : TEXT.sentMany(sent.ids)}
      </p>
      <h3>{TEXT.whatNext}</h3>
      <ol className="shop-flow__next">
        <li>{sent.ids.length === 1 && only ? TEXT.nextOne(only) : TEXT.nextMany(sent.ids.length)}</li>
        <li>{TEXT.nextContact}</li>
        <li>{TEXT.nextBring}</li>
      </ol>
      <div className="shop-flow__actions">
        <button type="button" className="shop-flow__button shop-flow__button--plain" onClick={flow.startOver}>
          {TEXT.another}
        </button>
      </div>
    </section>
  );
}
