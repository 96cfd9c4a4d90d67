/**
 * Texts the backend sends and the add-in also shows on its own. Behaviour never depends on them: each
 * side decides on statuses and error kinds, these are only what a person reads.
 */

/** Spec §8: a file that cannot be read, or whose summary came back empty. */
export const FILE_CANNOT_BE_PROCESSED = 'File cannot be processed';
