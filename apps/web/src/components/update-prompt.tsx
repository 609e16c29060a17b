import { Button } from './button';

/** A new version of the app has installed: the user reloads when it suits them. */
export default function UpdatePrompt() {
  return (
    <div className="app-update" role="status">
      <span>Nouvelle version disponible</span>
      {/* Its module is loaded: it registered the worker that made this prompt appear. */}
      <Button
        variant="secondary"
        onClick={() =>
          void import('../lib/service-worker-registration').then(({ applyUpdate }) => applyUpdate())
        }
      >
        Recharger
      </Button>
    </div>
  );
}
