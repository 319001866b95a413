/**
 * A form action button. While any action of the form runs, every action button is aria-disabled (it
 * stays focusable, so keyboard focus is not lost) and the action runner ignores it, so no request is
 * sent twice.
 */
export interface ActionButtonProps<Action extends string> {
  action: Action;
  label: string;
  busy: Action | null;
  onAction: (action: Action) => void;
  variant?: 'primary' | 'secondary' | 'danger';
  type?: 'button' | 'submit';
}

export function ActionButton<Action extends string>({
  action,
  label,
  busy,
  onAction,
  variant = 'secondary',
  type = 'button',
}: ActionButtonProps<Action>) {
  return (
    <button
      type={type}
      className={`shop-button shop-button--${variant}`}
      data-action={action}
      aria-disabled={busy !== null || undefined}
      onClick={type === 'submit' ? undefined : () => onAction(action)}
    >
      {label}
    </button>
  );
}
