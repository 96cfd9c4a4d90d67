import type { RootState } from '../../app/rootReducer';
import { anyProcessing, attachmentsAdapter } from './attachmentsSlice';

const adapterSelectors = attachmentsAdapter.getSelectors((state: RootState) => state.attachments);

/** The listed (non-inline) attachments of the selected item, in Outlook's order. */
export const selectAttachmentIds = adapterSelectors.selectIds;
export const selectAttachmentById = adapterSelectors.selectById;
export const selectAttachmentsList = (state: RootState) => state.attachments.list;
export const selectAttachmentsSummaryType = (state: RootState) => state.attachments.summaryType;
export const selectAttachmentsProcessing = (state: RootState) => anyProcessing(state.attachments);
export const selectAttachmentsError = (state: RootState) => state.attachments.error;
export const selectAttachmentsSuccess = (state: RootState) => state.attachments.success;
