/** Patterns shared by several detectors. */

/** A clock time ("14:20", "17.45", "10h30") or a numeric date ("04/19/2011", "2014-03-20", "30.09.2017"). */
export const TIME_OR_DATE = /\d{1,2}[:.h]\d{2}|\d{1,4}[./-]\s?\d{1,2}[./-]\s?\d{1,4}/;

/**
 * An email address, loosely: mail clients print it bare, in <>, [mailto:] or quotes. The lookbehind
 * makes a match start only where a word starts, which keeps the search linear on long tokens.
 */
export const EMAIL_ADDRESS = /(?<![^\s<>()@"[\]:])[^\s<>()@"[\]:]+@[^\s<>()@"[\]]+\.[^\s<>()@"[\]]+/;
