import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UserMessageBar } from '../../ui/UserMessageBar';
import { selectCompose } from './composeSelectors';
import { composeActions } from './composeSlice';

/** Compose errors and successes, each in a dismissible bar (spec §2). */
export function ComposeMessages() {
  const dispatch = useAppDispatch();
  const { error, notice } = useAppSelector(selectCompose);
  return (
    <>
      {error && (
        <UserMessageBar message={error} onDismiss={() => dispatch(composeActions.errorDismissed())} />
      )}
      {notice && (
        <UserMessageBar message={notice} onDismiss={() => dispatch(composeActions.noticeDismissed())} />
      )}
    </>
  );
}
