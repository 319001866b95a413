import type { MakeOption } from '../../../../api/ymm';
import { vehicleLabel } from '../../../../stores/vehicle';
import { OptionLists } from './option-lists';
import {
  failureText,
  LOADING_TEXT,
  type MakesStepProps,
  type ModelsStepProps,
  PICKER_TEXT,
  type StepCommon,
  type StepProps,
  type VehiclesStepProps,
  type YearsStepProps,
} from './step-model';

export {
  failureText,
  LOADING_TEXT,
  type MakesStepProps,
  type ModelsStepProps,
  PICKER_TEXT,
  type StepProps,
  stepHeading,
  type VehiclesStepProps,
  type YearsStepProps,
} from './step-model';

function StepState({ step, status, onRetry }: { step: StepProps['step'] } & StepCommon) {
  if (status === 'error') {
    return (
      <div className="shop-vehicle-picker__problem" data-state="error">
        <p>{failureText(step)}</p>
        <button type="button" className="shop-vehicle-picker__button" onClick={onRetry}>
          {PICKER_TEXT.tryAgain}
        </button>
      </div>
    );
  }
  return (
    // The overlay's live region says it to screen readers.
    <p className="shop-vehicle-picker__loading" data-state="loading" aria-hidden="true">
      {LOADING_TEXT[step]}
    </p>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <p className="shop-vehicle-picker__empty" data-state="empty">
      {children}
    </p>
  );
}

interface ChosenProps {
  year: number;
  make?: string;
  onEditYear: () => void;
  onEditMake?: () => void;
}

/** What is chosen so far, each with its Edit button. */
function Chosen({ year, make, onEditYear, onEditMake }: ChosenProps) {
  return (
    <dl className="shop-vehicle-picker__chosen">
      <div className="shop-vehicle-picker__chosen-item">
        <dt>Year</dt>
        <dd>
          <span className="shop-vehicle-picker__chosen-value">{year}</span>
          <button type="button" className="shop-vehicle-picker__edit" onClick={onEditYear}>
            {PICKER_TEXT.editYear}
          </button>
        </dd>
      </div>
      {make !== undefined && onEditMake ? (
        <div className="shop-vehicle-picker__chosen-item">
          <dt>Make</dt>
          <dd>
            <span className="shop-vehicle-picker__chosen-value">{make}</span>
            <button type="button" className="shop-vehicle-picker__edit" onClick={onEditMake}>
              {PICKER_TEXT.editMake}
            </button>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function YearsStep(props: YearsStepProps) {
  if (props.status !== 'ready') return <StepState {...props} />;
  if (props.groups.length === 0) return <Empty>No vehicle years are available right now.</Empty>;
  return (
    <OptionLists
      layout="narrow"
      takeFocus={props.takeFocus}
      onPick={(key) => props.onPick(Number(key))}
      lists={props.groups.map((group) => ({
        label: group.name,
        options: group.years.map((year) => ({
          key: String(year),
          label: String(year),
          selected: year === props.selectedYear,
        })),
      }))}
    />
  );
}

function MakesStep(props: MakesStepProps) {
  const { preferred, others, showMore } = props;
  const asOptions = (makes: MakeOption[]) =>
    makes.map((make) => ({ key: make.name, label: make.name, selected: make.name === props.selectedMake }));
  const body = (() => {
    if (props.status !== 'ready') return <StepState {...props} />;
    if (preferred.length + others.length === 0) return <Empty>{`No makes found for ${props.year}.`}</Empty>;
    // Without preferred makes (or without others) there is nothing to fold away.
    if (preferred.length === 0 || others.length === 0) {
      return (
        <OptionLists
          takeFocus={props.takeFocus}
          onPick={props.onPick}
          lists={[{ label: 'Makes', labelHidden: true, options: asOptions([...preferred, ...others]) }]}
        />
      );
    }
    const lists = [{ label: 'Popular makes', labelHidden: true, options: asOptions(preferred) }];
    if (showMore)
      lists.push({ label: PICKER_TEXT.moreOptionsBelow, labelHidden: false, options: asOptions(others) });
    return (
      <OptionLists
        takeFocus={props.takeFocus}
        onPick={props.onPick}
        lists={lists}
        after={(index) =>
          index === 0 ? (
            <button
              type="button"
              className="shop-vehicle-picker__more"
              aria-expanded={showMore}
              onClick={props.onToggleMore}
            >
              {showMore ? PICKER_TEXT.seeLess : PICKER_TEXT.seeMore}
            </button>
          ) : null
        }
      />
    );
  })();
  return (
    <>
      <Chosen year={props.year} onEditYear={props.onEditYear} />
      {body}
    </>
  );
}

function ModelsStep(props: ModelsStepProps) {
  const body = (() => {
    if (props.status !== 'ready') return <StepState {...props} />;
    if (props.models.length === 0) return <Empty>{`No models found for ${props.year} ${props.make}.`}</Empty>;
    return (
      <OptionLists
        takeFocus={props.takeFocus}
        onPick={props.onPick}
        lists={[
          {
            label: `${props.year} ${props.make} models`,
            labelHidden: true,
            options: props.models.map((model) => ({
              key: model.name,
              label: model.name,
              selected: model.name === props.selectedModel,
            })),
          },
        ]}
      />
    );
  })();
  return (
    <>
      <Chosen
        year={props.year}
        make={props.make}
        onEditYear={props.onEditYear}
        onEditMake={props.onEditMake}
      />
      {body}
    </>
  );
}

function VehiclesStep(props: VehiclesStepProps) {
  const body = (() => {
    if (props.status !== 'ready') return <StepState {...props} />;
    if (props.vehicles.length === 0) return <Empty>You have no recently viewed vehicles.</Empty>;
    return (
      <OptionLists
        layout="rows"
        takeFocus={props.takeFocus}
        onPick={(key) => {
          const vehicle = props.vehicles[Number(key)];
          if (vehicle) props.onPick(vehicle);
        }}
        lists={[
          {
            label: 'Recent vehicles',
            labelHidden: true,
            options: props.vehicles.map((vehicle, index) => ({
              key: String(index),
              label: vehicleLabel(vehicle),
              selected: false,
            })),
          },
        ]}
      />
    );
  })();
  return (
    <>
      {body}
      <button type="button" className="shop-vehicle-picker__button" onClick={props.onNewVehicle}>
        {PICKER_TEXT.newVehicle}
      </button>
    </>
  );
}

/** The body of the overlay for its step. */
export function StepBody(props: StepProps) {
  switch (props.step) {
    case 'years':
      return <YearsStep {...props} />;
    case 'makes':
      return <MakesStep {...props} />;
    case 'models':
      return <ModelsStep {...props} />;
    default:
      return <VehiclesStep {...props} />;
  }
}
