/** Shown while a route's code arrives; screens show their own placeholders while their data loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="visually-hidden">Caricamento...</span>
    </div>
  );
}
