import { createAction } from '@reduxjs/toolkit';

/**
 * The user opened Paramètres. Apart from the shell slice because other machines react to it too (the
 * auth message clears, the Outlook and preferences panels load): they import this module, not the
 * slice, which itself depends on auth (resetOnSignOut) and would make a cycle.
 */
export const settingsOpened = createAction('shell/settingsOpened');
