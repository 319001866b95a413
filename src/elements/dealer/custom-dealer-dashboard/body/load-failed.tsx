/** A section's failed load: its message, announced, and 'Try Again' to load it again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="shop-dealer__message" role="alert">
      <p>{text}</p>
      <button type="button" className="shop-dealer__button" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
