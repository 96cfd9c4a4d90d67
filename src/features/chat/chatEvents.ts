import { createAction } from '@reduxjs/toolkit';

/** The results the refine chat works on: the reply template or the compose result. */
export type ChatParent = 'template' | 'compose';

/**
 * The chat's answer, for its parent to take (announced by the chat saga before the reply shows). A
 * broadcast the chat itself does not reduce: it lives apart from the chat slice, so the parents'
 * slices read it without depending on the chat's (which follows theirs).
 */
export const chatRefined = createAction<{ parent: ChatParent; text: string }>('chat/refined');
