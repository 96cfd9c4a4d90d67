import type { RootState } from '../../app/rootReducer';

/** While a template streams, its form (tone, language) is locked. */
export const selectTemplateGenerating = (state: RootState) => state.template.status === 'generating';

export const selectTemplate = (state: RootState) => state.template;
