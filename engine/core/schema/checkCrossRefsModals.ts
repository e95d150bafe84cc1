// References of a modal file: its body form, its record (a GET call) and the paths into that
// call's reply (fields, currencyField, `when` conditions), its actions' calls, routes and confirm
// modals (a confirm modal's submit action runs the call, so it must have one).
import { isObject, objects, type Json, type Refs } from './checkCrossRefsCorpus';
import { checkRecordFields, checkReplyPath, replyOf } from './checkReplyPaths';

/** `when` conditions of the modal with their pointers: one condition or an array of them. */
function conditionsOf(modal: Json, body: Json): Array<[Json, string]> {
  const whens: Array<[unknown, string]> = [
    [body.formWhen, '/body/formWhen'],
    ...objects(body.notices).map((n, i): [unknown, string] => [n.when, `/body/notices/${i}/when`]),
    ...objects(modal.actions).map((a, i): [unknown, string] => [a.when, `/actions/${i}/when`]),
  ];
  return whens.flatMap(([when, at]) =>
    Array.isArray(when) ? objects(when).map((c, i): [Json, string] => [c, `${at}/${i}`]) : isObject(when) ? [[when, at]] : [],
  );
}

function checkRecordPaths(modal: Json, body: Json, refs: Refs): void {
  if (!isObject(body.record)) return;
  checkRecordFields(body.record, '/body/record', refs);
  const reply = replyOf(refs, body.record.endpoint);
  const call = String(body.record.endpoint);
  if (reply) for (const [condition, at] of conditionsOf(modal, body)) checkReplyPath(refs, reply, call, condition.field, `${at}/field`);
}

export function checkModalCrossRefs(modal: Json, refs: Refs): void {
  const body = isObject(modal.body) ? modal.body : {};
  refs.file('forms', body.form, '/body/form');
  if (isObject(body.record)) refs.call(body.record.endpoint, '/body/record/endpoint', 'GET');
  checkRecordPaths(modal, body, refs);
  objects(modal.actions).forEach((action, i) => {
    refs.call(action.endpoint, `/actions/${i}/endpoint`);
    refs.route(action.route, `/actions/${i}/route`);
    const confirm = refs.file('modals', action.confirm, `/actions/${i}/confirm`);
    if (
      confirm !== undefined &&
      !objects(isObject(confirm) ? confirm.actions : []).some((a) => a.kind === 'submit')
    ) {
      refs.problem(
        `/actions/${i}/confirm`,
        `modal "${String(action.confirm)}" has no submit action (it runs this call)`,
      );
    }
  });
}
