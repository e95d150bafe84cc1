// The server's check of a draft (POST /dev/schemas/check/: the checks of npm run schemas:check over
// the repository's files with the draft in place of its file), debounced. The browser cannot run
// them itself: its CSP forbids eval and it ships precompiled validators only. The last draft the
// check passed (no errors) is kept as `good`: a broken draft leaves the last good render.
import { useEffect, useRef, useState } from 'react';
import { errorText, useDevSchemasCheckMutation, type SchemaCheckIssue } from '../../engine';

export const CHECK_DELAY_MS = 500;

export type CheckResult =
  | { status: 'done'; file: string; text: string; issues: SchemaCheckIssue[] }
  | { status: 'failed'; file: string; text: string; message: string };

export type GoodDraft = { file: string; def: unknown; version: number };

export type DraftCheck = {
  /** A check of the current text is on its way (or waits for typing to pause). */
  checking: boolean;
  /** The latest answer for this file (it may be for an earlier text while checking). */
  result?: CheckResult;
  /** The last draft of this file without errors. */
  good?: GoodDraft;
};

type State = { result?: CheckResult; good?: GoodDraft };

export function useDraftCheck(file: string, text: string | null): DraftCheck {
  const [check] = useDevSchemasCheckMutation();
  const [state, setState] = useState<State>({});
  const latest = useRef(0);
  useEffect(() => {
    if (text === null) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      void check({ file, json: text }).then((reply) => {
        if (request !== latest.current) return;
        if (!('data' in reply) || !reply.data) {
          const message = errorText('error' in reply ? reply.error : undefined) ?? 'The check did not answer.';
          setState((prev) => ({ ...prev, result: { status: 'failed', file, text, message } }));
          return;
        }
        const { issues } = reply.data;
        const clean = !issues.some((i) => i.severity === 'error');
        setState((prev) => ({
          result: { status: 'done', file, text, issues },
          good: clean ? { file, def: JSON.parse(text) as unknown, version: (prev.good?.version ?? 0) + 1 } : prev.good,
        }));
      });
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [check, file, text]);
  const result = state.result?.file === file ? state.result : undefined;
  return {
    checking: text === null || result?.text !== text,
    result,
    good: state.good?.file === file ? state.good : undefined,
  };
}
