import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * An inline message; errors are announced to screen readers at once. With `onRetry` (a failed load),
 * a 'Réessayer' button under it asks again.
 */
export function Alert({
  tone = 'error',
  onRetry,
  children,
}: {
  tone?: 'error' | 'info' | 'success';
  onRetry?: () => unknown;
  children: ReactNode;
}) {
  const message = (
    <p className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
  if (!onRetry) return message;
  return (
    <div className="stack">
      {message}
      <Button variant="secondary" onClick={() => void onRetry()}>
        Réessayer
      </Button>
    </div>
  );
}
