/** The page-level wait state (also used while a lazy page chunk downloads). */
export function PageLoading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__tile" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
