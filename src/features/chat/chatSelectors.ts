import type { RootState } from '../../app/rootReducer';
import { selectCompose } from '../compose/composeSelectors';
import { selectTemplate } from '../template/templateSelectors';
import type { ChatParent } from './chatEvents';

export const selectChat = (state: RootState) => state.chat;

const selectParent = (state: RootState, parent: ChatParent) =>
  parent === 'template' ? selectTemplate(state) : selectCompose(state);

/** The text the chat refines: the reply template or the compose result. */
export const selectParentText = (state: RootState, parent: ChatParent | null): string =>
  parent ? selectParent(state, parent).text : '';

/** The conversation of the parent's result, if it holds one. */
export const selectParentConversationId = (state: RootState, parent: ChatParent): string | null =>
  selectParent(state, parent).conversationId;
