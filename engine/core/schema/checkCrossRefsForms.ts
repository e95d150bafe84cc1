// References of a form file: it posts to a POST call (`endpoint`, `endpointWhen`), a multipart one
// when it sends files (an `attachment` field); it loads from a GET (`loadEndpoint`); a field takes
// its choices from a GET (`choicesFrom.endpoint`, else the loadEndpoint) whose reply has the
// `choicesFrom.path`; a link field's `route` is served by a route.
// A form whose every field uploads when the file is picked may end with a GET instead: nothing is
// left to post, its submit only reloads (the upload forms' Done).
import { widgetsWith } from '../widgets/vocabulary';
import { esc, isObject, objects, type Json, type Refs } from './checkCrossRefsCorpus';
import { checkReplyPath, replyOf } from './checkReplyPaths';

interface FieldUi {
  name: string;
  pointer: string;
  ui: Json;
}

/** Every field's uiSchema entry, nested ones too. */
function fieldUis(ui: unknown, pointer: string): FieldUi[] {
  if (!isObject(ui)) return [];
  return Object.entries(ui).flatMap(([name, sub]) => {
    if (name.startsWith('ui:') || !isObject(sub)) return [];
    const at = `${pointer}/${esc(name)}`;
    return [{ name, pointer: at, ui: sub }, ...fieldUis(sub, at)];
  });
}

const UPLOAD_WIDGETS: readonly string[] = widgetsWith('uploadsOnPick');

function onlyUploads(form: Json): boolean {
  const names = Object.keys(
    isObject(form.schema) && isObject(form.schema.properties) ? form.schema.properties : {},
  );
  const ui = isObject(form.uiSchema) ? form.uiSchema : {};
  return (
    names.length > 0 &&
    names.every((n) => isObject(ui[n]) && UPLOAD_WIDGETS.includes(ui[n]['ui:widget'] as string))
  );
}

export function checkFormCrossRefs(form: Json, refs: Refs): void {
  const fields = fieldUis(form.uiSchema, '/uiSchema');
  const attachment = fields.find((f) => f.ui['ui:widget'] === 'attachment')?.name;
  // The form's own call may be a GET when its fields upload on their own (above).
  const posts: Array<[unknown, string, 'POST' | undefined]> = [
    [form.endpoint, '/endpoint', onlyUploads(form) ? undefined : 'POST'],
    ...objects(form.endpointWhen).map((w, i): [unknown, string, 'POST'] => [
      w.endpoint,
      `/endpointWhen/${i}/endpoint`,
      'POST',
    ]),
  ];
  for (const [id, pointer, method] of posts) {
    const spec = refs.call(id, pointer, method);
    if (attachment && spec?.method === 'POST' && spec.multipart !== true) {
      refs.problem(
        pointer,
        `"${String(id)}" is not multipart: the form sends files (attachment field "${attachment}")`,
      );
    }
  }
  refs.call(form.loadEndpoint, '/loadEndpoint', 'GET');
  for (const { pointer, ui } of fields) {
    const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
    const choices = isObject(options.choicesFrom) ? options.choicesFrom : {};
    refs.call(choices.endpoint, `${pointer}/ui:options/choicesFrom/endpoint`, 'GET');
    const from = choices.endpoint ?? form.loadEndpoint;
    const reply = replyOf(refs, from);
    if (reply) checkReplyPath(refs, reply, String(from), choices.path, `${pointer}/ui:options/choicesFrom/path`);
    if (ui['ui:field'] === 'link') refs.route(options.route, `${pointer}/ui:options/route`);
  }
}
