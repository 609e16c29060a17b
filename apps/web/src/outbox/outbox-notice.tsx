import { useAppDispatch, useAppSelector } from '../store/hooks';
import { noticeDismissed, problemDismissed, selectOutboxNotice, selectOutboxProblem } from './outbox-slice';

/**
 * The outbox's word to the user, on every page: writes kept for the next sign-in, or a storage failure
 * (a full phone, unreadable records). Loaded lazily by the guards, like the rest of the outbox.
 */
export function OutboxNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectOutboxNotice);
  const problem = useAppSelector(selectOutboxProblem);
  return (
    <>
      {notice && <Said role="status" text={notice} onDismiss={() => dispatch(noticeDismissed())} />}
      {problem && <Said role="alert" text={problem} onDismiss={() => dispatch(problemDismissed())} />}
    </>
  );
}

function Said({ role, text, onDismiss }: { role: 'status' | 'alert'; text: string; onDismiss: () => void }) {
  return (
    <p className={role === 'status' ? 'alert alert--info' : 'alert'} role={role}>
      {text}{' '}
      <button type="button" className="link-button" onClick={onDismiss}>
        OK
      </button>
    </p>
  );
}
