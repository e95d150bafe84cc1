// A form page's defaults from the page (FormPage): an address field the address leaves empty takes
// the page parameter of its name (`merchant`: the one chosen in the header). A field whose choices
// come from the server by a call of its own (ui:options.choicesFrom with an endpoint and no `args`)
// takes it only when those choices hold it: the header's merchant without multiparty payouts leaves
// the payout form's Merchant empty rather than naming a merchant the form cannot use. The call is the
// one the form makes for its choices (the same cached read).
import { useEffect, useMemo, useState } from 'react';
import { pathParamsOf } from '../api/endpointCall';
import { choicesFromFields, readChoices, type ChoicesFrom } from '../core/choices/choicesFrom';
import { useEngineCaller } from '../list/api/useEngineCaller';

/** The address fields the address leaves empty, with the page parameter of their name. */
export function pageDefaults(
  fields: readonly string[],
  page: Record<string, string | undefined>,
  address: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(fields.flatMap((f) => (page[f] && !address[f] ? [[f, page[f]]] : [])));
}

/** The defaults the fields' server choices hold (those without a call of their own pass); undefined while asked. */
export function useHeldDefaults(
  uiSchema: Record<string, unknown> | undefined,
  defaults: Record<string, string>,
  page: Record<string, string | undefined>,
): Record<string, string> | undefined {
  const call = useEngineCaller();
  const key = JSON.stringify(defaults);
  const checks = useMemo(() => {
    const specs = choicesFromFields(uiSchema);
    return Object.keys(JSON.parse(key) as Record<string, string>).flatMap((name) => {
      const spec = specs[name];
      return spec?.endpoint && !spec.args ? [[name, spec as ChoicesFrom & { endpoint: string }] as const] : [];
    });
  }, [uiSchema, key]);
  const argsKey = JSON.stringify(checks.map(([, spec]) => pathParamsOf(spec.endpoint).map((p) => [p, page[p]])));
  const [held, setHeld] = useState<{ key: string; value: Record<string, string> }>();
  useEffect(() => {
    if (!checks.length) return;
    let live = true;
    const wanted = JSON.parse(key) as Record<string, string>;
    const args = JSON.parse(argsKey) as Array<Array<[string, string | undefined]>>;
    void Promise.all(
      checks.map(async ([name, spec], i) => {
        const reply = await call(spec.endpoint, Object.fromEntries(args[i]), { query: true });
        return 'data' in reply && readChoices(reply.data, spec.path).some((c) => c.value === wanted[name]) ? [] : [name];
      }),
    ).then((refused) => {
      const drop = new Set(refused.flat());
      if (live) setHeld({ key, value: Object.fromEntries(Object.entries(wanted).filter(([name]) => !drop.has(name))) });
    });
    return () => {
      live = false;
    };
  }, [checks, key, argsKey, call]);
  if (!checks.length) return defaults;
  return held?.key === key ? held.value : undefined;
}
