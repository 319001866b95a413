import { FAILURES } from '../texts';

/** A call that failed: what failed, announced, with 'Try again' next to it. */
export function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="shop-flow__failure">
      <p>{message}</p>
      <button type="button" className="shop-flow__button shop-flow__button--plain" onClick={onRetry}>
        {FAILURES.retry}
      </button>
    </div>
  );
}
