import { lazy, Suspense } from 'react';
import { useAppSelector } from '../store/hooks';

/** The outbox's word (writes kept at sign-out, a storage failure): loaded with the rest of the outbox. */
const LazyOutboxNotice = lazy(() =>
  import('../outbox/outbox-notice').then(({ OutboxNotice }) => ({ default: OutboxNotice })),
);

/** Nothing until the outbox is in the store (a moment after the first page): its chunk comes with it. */
export function OutboxNotice() {
  const installed = useAppSelector((state) => state.outbox !== undefined);
  if (!installed) return null;
  return (
    <Suspense fallback={null}>
      <LazyOutboxNotice />
    </Suspense>
  );
}
