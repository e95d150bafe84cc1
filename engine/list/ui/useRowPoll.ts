// A list file's `poll`: the rows its `when` picks (e.g. designs pending activation) are asked for
// through the poll's call (their ids in the body field `ids`) every `interval` ms; once a row's
// `field` in the reply differs from the row's, the list is read again (and polling goes on for the
// rows still picked). Nothing picked: nothing is asked.
import { useEffect, useMemo } from 'react';
import { holds } from '../../modal/conditions';
import { useEngineCaller } from '../api/useEngineCaller';
import { pollRows } from '../rowPoll';
import type { ListDef, Row } from '../../core/list/types';

export function useRowPoll(def: ListDef, rows: Row[], refresh: () => void): void {
  const poll = def.poll;
  const call = useEngineCaller();
  const key = def.rowKey ?? 'id';
  const field = poll?.field ?? 'status';
  const pending = useMemo(
    () => (poll ? rows.filter((r) => holds(poll.when, r)).map((r) => ({ id: Number(r[key]), status: String(r[field]) })) : []),
    [poll, rows, key, field],
  );
  const signature = pending.map((p) => `${p.id}:${p.status}`).join(',');
  useEffect(() => {
    if (!poll || pending.length === 0) return undefined;
    return pollRows({
      pending,
      intervalMs: poll.interval,
      check: async (ids) => {
        const result = await call(poll.endpoint, { [poll.ids]: ids });
        if (!('data' in result)) return null;
        const items = (result.data as { data?: Array<Record<string, unknown>> }).data ?? [];
        return items.map((item) => ({ id: Number(item[key] ?? item.id), status: String(item[field]) }));
      },
      onChanged: () => refresh(),
    });
    // The pending rows' ids and statuses decide; a new reply with the same ones keeps the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, poll, call, refresh]);
}
