import type { ReactNode } from 'react';

/**
 * A placeholder while something loads: screen readers hear the label once, the skeleton shapes inside are
 * decoration.
 */
export function LoadingStatus({
  className,
  label = 'Caricamento...',
  children,
}: {
  className?: string;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** Shown while a route's code arrives; screens show their own placeholders while their data loads. */
export function PageLoading() {
  return <LoadingStatus className="page-loading" />;
}
