import type { Ref } from 'react';

/** Hands an element to a ref of either kind (react-hook-form's are callbacks). */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
