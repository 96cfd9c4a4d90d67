import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UserMessageBar } from '../../ui/UserMessageBar';
import { authActions } from './authSlice';
import { selectAuthMessage } from './authSelectors';

export function AuthMessage() {
  const dispatch = useAppDispatch();
  const message = useAppSelector(selectAuthMessage);
  if (!message) return null;
  return <UserMessageBar message={message} onDismiss={() => dispatch(authActions.messageDismissed())} />;
}
