/**
 * When a screen's data cannot be read: says so and offers to try again. Kept apart from LoadStates.tsx, whose
 * placeholders the shared entry carries: only the screens that read data load it.
 */
export function LoadError({
  className,
  message,
  onRetry,
}: {
  className?: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Riprova
      </button>
    </div>
  );
}
