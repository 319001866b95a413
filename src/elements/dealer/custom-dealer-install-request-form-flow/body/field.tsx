import type { ReactNode } from 'react';

/** A labelled control with its hint and its validation message (tied with aria-describedby). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="shop-flow__field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="shop-flow__hint">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={`${id}-error`} className="shop-flow__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A product group or category with its picture. */
export function Pictured({ image, text }: { image: string; text: string }) {
  return (
    <span className="shop-flow__pictured">
      {image ? <img src={image} alt="" width={48} height={48} loading="lazy" /> : null}
      <span>{text}</span>
    </span>
  );
}
