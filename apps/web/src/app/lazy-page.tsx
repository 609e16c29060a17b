import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../components/button';
import { PageLoading } from '../components/spinner';
import type { PageModule } from './pages';

/** Page chunks time out after 120 000 ms. */
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

/** The chunk a failed dynamic import names (Chromium: « Failed to fetch dynamically imported module: URL »). */
const failedChunk = (error: unknown): string | null =>
  (error instanceof Error && /(https?:\/\/\S+?\.js)\b/.exec(error.message)?.[1]) || null;

/**
 * Loads the page again after a failure. The browser's module map keeps a failed fetch of a module for the
 * document's life (Chromium answers the same import with the same error, without a request), so the
 * chunk is asked for under a fresh address: the same file, with a query the static server ignores.
 */
async function loadAgain<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    const chunk = failedChunk(error);
    if (!chunk) throw error;
    return (await import(/* @vite-ignore */ `${chunk}?nouvel-essai=${Date.now()}`)) as Module;
  }
}

let pageShown: () => void = () => undefined;
/**
 * Resolved once the first page is on screen (its chunk loaded and rendered): the work that can wait
 * (the outbox, the service worker) starts after it, not beside the page's own chunks.
 */
export const firstPageShown = new Promise<void>((resolve) => (pageShown = resolve));

/** Rendered after the page inside its Suspense boundary: its effect runs once the page is committed. */
function Shown() {
  useEffect(() => pageShown(), []);
  return null;
}

/**
 * A route page as its own lazily fetched chunk. React.lazy remembers a failed import forever, so a retry
 * builds a fresh lazy component that downloads the chunk again. A page's frame (the signed-in header)
 * loads the same way but is not the page: `isPage: false` leaves `firstPageShown` to the page inside it.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<PageModule<Props>>,
  { isPage = true } = {},
): ComponentType<Props> {
  let attempts = 0;
  const make = () => {
    const again = attempts++ > 0;
    return lazy(() => loadWithTimeout(again ? () => loadAgain(load) : load));
  };
  let Lazy = make();
  function LazyPage(props: Props) {
    const [, setAttempt] = useState(0);
    return (
      <ChunkErrorBoundary
        onRetry={() => {
          Lazy = make();
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Lazy {...props} />
          {isPage && <Shown />}
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
