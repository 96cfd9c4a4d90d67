import type { RootState } from '../../app/store';

export const selectSummary = (state: RootState) => state.summary;
export const selectSummaryStatus = (state: RootState) => state.summary.status;
