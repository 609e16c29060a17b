import type { ReactNode } from 'react';

/** The spec's empty-state sentences (section 8), in one recognisable style. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <span className="empty-state__tile" aria-hidden="true" />
      <p>{children}</p>
      {action}
    </div>
  );
}
