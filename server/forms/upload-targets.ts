// Where a file field of a form uploads (its ui:options.uploadUrl), and whether the server stores a
// file sent there: a document or contract type it knows, a certificate slot of the type, the logo, the profile image.
// tests/unit/server/formStores.test.ts runs it on every file field, so a field an analyst adds with
// an upload address the server would refuse fails there, named.
import { COMPANY_FILE_TYPES } from '../companies/file-routes.ts';
import { CONTRACT_FILE_TYPES } from '../settings/merchants/contract.ts';
import { CERT_SLOTS } from '../settings/merchants/payment-methods.ts';

type FileType = { readonly file_type_id: number; readonly file_type: string };

function fileType(types: readonly FileType[], where: string, id: string, field: string): string | null {
  const t = types.find((x) => String(x.file_type_id) === id);
  if (!t) return `upload type ${id} is not a ${where} type the server stores (${types.map((x) => `${x.file_type_id} ${x.file_type}`).join(', ')})`;
  return t.file_type === field ? null : `upload type ${id} is the server's "${t.file_type}", not "${field}"`;
}

const TARGETS: Array<[RegExp, (m: RegExpMatchArray, field: string) => string | null]> = [
  [/^\/company_profile\/\{company\}\/(docs|contracts)\/upload\/(\d+)\/$/, (m, field) =>
    fileType(COMPANY_FILE_TYPES[m[1] as keyof typeof COMPANY_FILE_TYPES], `company ${m[1]}`, m[2], field)],
  [/^\/merchant\/\{merchant\}\/settings\/contract\/upload\/(\d+)\/$/, (m, field) => fileType(CONTRACT_FILE_TYPES, 'merchant contract', m[1], field)],
  [/^\/merchant\/\{merchant\}\/payment-methods\/apple-pay\/cert\/(\w+)\/\?slot=(\w+)$/, (m, field) => {
    const slots = (CERT_SLOTS as Record<string, { files: readonly string[] } | undefined>)[m[1]]?.files;
    if (!slots) return `certificate type ${m[1]} is not one the server stores (${Object.keys(CERT_SLOTS).join(', ')})`;
    if (!slots.includes(m[2])) return `slot ${m[2]} is not a ${m[1]} certificate slot (${slots.join(', ')})`;
    return m[2] === field ? null : `the slot ${m[2]} is sent for the field ${field}`;
  }],
  [/^\/merchant\/\{merchant\}\/settings\/customization\/logo\/$/, () => null],
  [/^\/settings\/profile_image\/$/, () => null],
  [/^\/merchant\/landings\/\{merchant_id\}\/edit\/\{landing_id\}\/file\/upload\/\?kind=(logo|cover)$/, (m, field) => {
    const expected = m[1] === 'logo' ? 'logo_image' : 'main_image';
    return field === expected ? null : `the landing's ${m[1]} is sent for the field ${field}, not ${expected}`;
  }],
];

/** Why a file sent to this address for this field would not be stored; null when it would. */
export function uploadTargetProblem(uploadUrl: string, field: string): string | null {
  for (const [pattern, check] of TARGETS) {
    const m = pattern.exec(uploadUrl);
    if (m) return check(m, field);
  }
  return `${uploadUrl} is not an upload call of the server (server/forms/upload-targets.ts)`;
}
