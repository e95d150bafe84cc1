// References of a modal file: its body form, its record (a GET call), its actions' calls, routes
// and confirm modals (a confirm modal's submit action runs the call, so it must have one).
import { isObject, objects, type Json, type Refs } from './checkCrossRefsCorpus';

export function checkModalCrossRefs(modal: Json, refs: Refs): void {
  const body = isObject(modal.body) ? modal.body : {};
  refs.file('forms', body.form, '/body/form');
  if (isObject(body.record)) refs.call(body.record.endpoint, '/body/record/endpoint', 'GET');
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
