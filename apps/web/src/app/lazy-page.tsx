import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../components/button';
import { PageLoading } from '../components/spinner';
import type { PageModule } from './pages';

/** Spec section 9: page chunks time out after 120 000 ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Rejects when the chunk has not arrived in time (a stalled network must end in the retry message). */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Délai de chargement dépassé')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

class ChunkErrorBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Chargement de la page impossible', error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="chunk-error" role="alert">
        <p>Impossible de charger cette page. Vérifie ta connexion puis réessaie.</p>
        <Button onClick={this.retry}>Réessayer</Button>
      </div>
    );
  }
}

/**
 * A route page as its own lazily fetched chunk. React.lazy remembers a failed import forever, so a retry
 * builds a fresh lazy component that downloads the chunk again.
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const make = () => lazy(() => loadWithTimeout(load));
  let Lazy = make();
  function LazyPage() {
    const [, setAttempt] = useState(0);
    return (
      <ChunkErrorBoundary
        onRetry={() => {
          Lazy = make();
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Lazy />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
