import { useEffect, useRef } from 'react';
import { connect } from '../../../../core/connect';
import { useComponentStyles } from '../../../../core/widget-context';
import type { FlowStep } from '../flow-route';
import { STEP_LABELS, TEXT } from '../texts';
import { flowBodyStyles } from './flow-body.styles';
import { DetailsStep, InstallersStep } from './installer-steps';
import { ContactStep, DoneStep, VehicleStep } from './request-steps';
import { type FormFlow, useFormFlow } from './use-form-flow';

export type { FlowBodyProps } from './use-form-flow';

/** The four stages the progress indicator shows (the installer's details belong to the first). */
const STAGES = ['installers', 'vehicle', 'contact', 'done'] as const;
type Stage = (typeof STAGES)[number];

function stageOf(step: FlowStep): Stage {
  return step === 'details' ? 'installers' : step;
}

function Progress({ step }: { step: FlowStep }) {
  const current = STAGES.indexOf(stageOf(step));
  return (
    <nav aria-label={TEXT.progress}>
      <ol className="shop-flow__progress">
        {STAGES.map((stage, index) => (
          <li
            key={stage}
            aria-current={index === current ? 'step' : undefined}
            data-state={index < current ? 'complete' : index === current ? 'current' : 'upcoming'}
          >
            <span className="shop-flow__progress-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{STEP_LABELS[stage]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function FlowView({ flow }: { flow: FormFlow }) {
  useComponentStyles(flowBodyStyles, 'install-request-form-flow');
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<FlowStep | null>(null);
  const { step } = flow;

  // A step the shopper moved to takes the focus at its heading (not the first one the page shows).
  useEffect(() => {
    if (shown.current !== null && shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);

  const stage = STAGES.indexOf(stageOf(step));
  return (
    <div className="shop-flow" part="flow" data-step={step}>
      <Progress step={step} />
      <p className="shop-visually-hidden" role="status">
        {TEXT.stepOf(stage + 1, STAGES.length, STEP_LABELS[stageOf(step)])}
      </p>
      {flow.recentIds.length > 0 && step !== 'done' ? (
        <p className="shop-flow__notice">{TEXT.already(flow.recentIds)}</p>
      ) : null}
      {step === 'installers' ? <InstallersStep flow={flow} headingRef={heading} /> : null}
      {step === 'details' ? <DetailsStep flow={flow} headingRef={heading} /> : null}
      {step === 'vehicle' ? <VehicleStep flow={flow} headingRef={heading} /> : null}
      {step === 'contact' ? <ContactStep flow={flow} headingRef={heading} /> : null}
      {step === 'done' ? <DoneStep flow={flow} headingRef={heading} /> : null}
    </div>
  );
}

/** The flow's steps, loaded after the element (their own file). */
export const FlowBody = connect(
  FlowView,
  (props: Parameters<typeof useFormFlow>[0]) => ({ flow: useFormFlow(props) }),
  'FlowBody',
);
