// The text of a failed call that carries no message of its own. 'Something bad happened' (spec 000
// section 8) unless the screen on show names its own (spec 002 section 8: the permissions screen's
// failures read 'Unexpected error'; a tab's `failureMessage`). The error pipeline has no React
// context, so the screen registers its message here while it is mounted; the last one mounted wins.
import { useEffect } from 'react';

export const SOMETHING_BAD_HAPPENED = 'Something bad happened';

export interface FailureText {
  message: string;
  /** i18n namespace looked up before `common`. */
  ns: string | null;
}

const scopes: FailureText[] = [];

/** The message (and its namespace) for a failure without a message of its own: the screen's, else `fallback`. */
export function failureText(fallback = SOMETHING_BAD_HAPPENED): FailureText {
  return scopes.at(-1) ?? { message: fallback, ns: null };
}

/** While the calling component is mounted, failures read `message` (nothing when undefined). */
export function useFailureMessage(message: string | undefined, ns: string | null): void {
  useEffect(() => {
    if (!message) return;
    const scope = { message, ns };
    scopes.push(scope);
    return () => void scopes.splice(scopes.indexOf(scope), 1);
  }, [message, ns]);
}
