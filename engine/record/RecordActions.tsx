// The actions of a record page or section, in the list actions' vocabulary: shown while
// `visibleIf` (a flag of the reply) and `when` hold, disabled unless `enabledIf`. Links and modals
// go through the lists' action runner (a modal's form starts from `initial`: paths of the reply or
// of a GET run first); calls and downloads are action buttons (pending / success / error states,
// the file's messages); a call with `confirm` opens that modal, whose submit runs the call. Every
// call runs with the page's call arguments ({id}). `copy` runs a GET with `params` filled from the
// reply and puts `copy` of its answer on the clipboard ('Copied to clipboard' / 'Copy error');
// `print` has the browser print the page.
import { Button, Group } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../actions/ActionButton';
import { showAlert } from '../feedback/alerts';
import { useEngineCaller } from '../list/api/useEngineCaller';
import { useT } from '../list/i18n';
import { useActionRunner } from '../list/ui/useActionRunner';
import type { ActionDef } from '../core/list/types';
import { valueAt } from '../modal/conditions';
import { useOptionalModalHost } from '../modal/hostContext';
import { fill, flagSet, holds, pick, type Subject } from './subject';
import type { RecordActionDef } from './types';
import { useDownload } from './useDownload';

export interface RecordActionsProps {
  actions: RecordActionDef[];
  subject: Subject;
  /** The page's (or section's) call arguments: the row of modals and calls. */
  args: Record<string, string>;
  /** After a download: the reply changed on the server (an audit entry) without a cache tag saying so. */
  refetch(): void;
  testId?: string;
}

/** A link's route filled from the record, each value encoded for its place in the address (a card token in the query). */
const routeOf = (template: string, subject: Subject) =>
  template.replace(/\{([\w.]+)\}/g, (_, path: string) => encodeURIComponent(String(pick(subject, path) ?? '')));

export function RecordActions({ actions, subject, args, refetch, testId }: RecordActionsProps) {
  const t = useT();
  const run = useActionRunner(refetch);
  const navigate = useNavigate();
  const call = useEngineCaller();
  const download = useDownload();
  const host = useOptionalModalHost();

  const open = useCallback(
    async (a: RecordActionDef) => {
      let initialData: Record<string, unknown> | undefined;
      if (a.initial) {
        const source = a.initial.from ? await call(a.initial.from, args) : { data: subject.reply };
        if ('error' in source) throw source.error;
        initialData = Object.fromEntries(
          Object.entries(a.initial.values).map(([name, path]) => [name, valueAt(source.data, path)] as const),
        );
      }
      if (a.confirm) {
        const confirms = {
          id: a.id,
          label: a.label,
          kind: 'call' as const,
          endpoint: a.endpoint,
          successMessage: a.successMessage,
          errorMessage: a.errorMessage,
        };
        if (!host) throw new Error(`Cannot open '${a.confirm}': no <ModalHostProvider>`);
        const done = await host.openModal(a.confirm, { row: args }, { confirms });
        if (done && a.then) navigate(fill(a.then, subject).text);
        return;
      }
      const route = a.route && routeOf(a.route, subject);
      await run({ ...a, route, kind: a.kind } as ActionDef, args, initialData && { initialData });
    },
    [args, call, host, run, subject, navigate],
  );

  const shown = actions.filter((a) => flagSet(subject, a.visibleIf) && holds(a.when, subject));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" data-testid={testId}>
      {shown.map((a) => {
        const disabled = !flagSet(subject, a.enabledIf);
        if (a.kind === 'print')
          return (
            <Button key={a.id} variant="default" disabled={disabled} onClick={() => window.print()}>
              {t(a.label)}
            </Button>
          );
        if (a.kind === 'copy')
          return (
            <ActionButton
              key={a.id}
              variant="default"
              disabled={disabled}
              label={t(a.label)}
              successMessage={a.successMessage ?? 'Copied to clipboard'}
              errorMessage={a.errorMessage ?? 'Copy error'}
              onRun={async () => {
                const params = a.params ? Object.fromEntries(Object.entries(a.params).map(([k, v]) => [k, fill(v, subject).text])) : args;
                const r = await call(a.endpoint!, params);
                if ('error' in r) throw r.error;
                await navigator.clipboard.writeText(String(valueAt(r.data, a.copy ?? '')));
                return r.data;
              }}
            />
          );
        if ((a.kind === 'call' && !a.confirm) || a.kind === 'download')
          return (
            <ActionButton
              key={a.id}
              variant="default"
              color={a.color}
              disabled={disabled}
              label={t(a.label)}
              successMessage={a.successMessage}
              errorMessage={a.errorMessage}
              onRun={() =>
                a.kind === 'call'
                  ? call(a.endpoint!, args).then((r) => {
                      if ('error' in r) return Promise.reject(r.error);
                      // `then`: the address the reply names (a copy's), else the page's.
                      if (a.then) navigate(fill(a.then, { reply: r.data, page: subject.page }).text);
                      return r.data;
                    })
                  : download(a.endpoint!, args, fill(a.fileName ?? a.id, subject).text)
              }
              onDone={a.kind === 'download' ? refetch : undefined}
            />
          );
        return (
          <Button
            key={a.id}
            variant="light"
            color={a.color}
            disabled={disabled}
            onClick={() =>
              void open(a).catch(() => showAlert({ message: t(a.errorMessage ?? 'Request error') }))
            }
          >
            {t(a.label)}
          </Button>
        );
      })}
    </Group>
  );
}
