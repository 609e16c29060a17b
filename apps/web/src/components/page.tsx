import type { ReactNode } from 'react';

/** Page frame: one h1 per page, optional lead text and actions. */
export function Page({
  title,
  lead,
  actions,
  children,
  wide,
  className,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** A page's own block class, for styles only it needs (its print layout…). */
  className?: string;
}) {
  return (
    <section className={['page', wide ? 'page--wide' : '', className ?? ''].filter(Boolean).join(' ')}>
      <header className="page__header">
        <h1>{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
        {actions && <div className="page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
