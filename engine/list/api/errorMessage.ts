// The text of a failed call: the server's message, else the screen's failure text ('Something bad
// happened', spec 000 section 8; never a status code). No reply at all (status 0: aborted by a
// navigation, offline) is ignored: null, like no error.
import { failureText } from '../../feedback/failureMessage';

export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  const e = error as { message?: unknown; data?: { error?: unknown }; error?: unknown; status?: unknown };
  if (typeof e.data?.error === 'string') return e.data.error;
  if (e.status === 0) return null;
  // A thrown Error (a reply of the wrong shape) names its problem; an HTTP failure has no text of its own.
  if (typeof e.message === 'string') return e.message;
  return failureText().message;
}
