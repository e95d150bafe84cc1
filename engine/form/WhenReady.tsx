// Renders the form once its lazily loaded widgets are there (a state update, not a suspension:
// the form's own state survives, and tests that render without awaiting still see it arrive).
import { useEffect, useState, type ReactNode } from 'react';
import { Loader } from '@mantine/core';

export function WhenReady({ wait, children }: { wait: Promise<void> | undefined; children: ReactNode }) {
  const [settled, setSettled] = useState<{ wait: Promise<void>; error?: unknown } | undefined>(undefined);
  useEffect(() => {
    if (!wait) return;
    let live = true;
    wait.then(
      () => live && setSettled({ wait }),
      (error: unknown) => live && setSettled({ wait, error: error ?? new Error('widget failed to load') }),
    );
    return () => {
      live = false;
    };
  }, [wait]);
  if (!wait) return children;
  if (settled?.wait !== wait) return <Loader size="sm" data-testid="schema-form-loading" />;
  if (settled.error) throw settled.error;
  return children;
}
