import type { Logger } from './ports';

export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(`[plume] ${message}`, detail ?? ''),
};
