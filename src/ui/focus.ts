import { useEffect, useRef } from 'react';

/**
 * Focus for keyboard and screen-reader users when a view replaces what they were on (the button they
 * pressed turns disabled or disappears): the element the ref is on takes focus once it appears.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** The element takes focus each time `condition` turns true (e.g. a stream that just finished). */
export function useFocusWhen<T extends HTMLElement>(condition: boolean) {
  const ref = useRef<T>(null);
  const before = useRef(condition);
  useEffect(() => {
    if (condition && !before.current) ref.current?.focus();
    before.current = condition;
  }, [condition]);
  return ref;
}
