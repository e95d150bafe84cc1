// Alias suggestions from a landing's name (issue 13): Ukrainian by the official 2010 romanisation
// (Cabinet of Ministers resolution 55: є, ї, й, ю, я spelt ye, yi, y, yu, ya at the start of a word,
// 'зг' as 'zgh'), Georgian by the 2002 national system; then a lower-case slug of a-z, 0-9 and '-'.

const UKRAINIAN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia', '\u2019': '', "'": '', 'ʼ': '',
};
/** The spelling of a letter at the start of a word, where it differs. */
const UKRAINIAN_INITIAL: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

const GEORGIAN: Record<string, string> = {
  ა: 'a', ბ: 'b', გ: 'g', დ: 'd', ე: 'e', ვ: 'v', ზ: 'z', თ: 't', ი: 'i', კ: 'k', ლ: 'l', მ: 'm', ნ: 'n', ო: 'o',
  პ: 'p', ჟ: 'zh', რ: 'r', ს: 's', ტ: 't', უ: 'u', ფ: 'p', ქ: 'k', ღ: 'gh', ყ: 'q', შ: 'sh', ჩ: 'ch', ც: 'ts', ძ: 'dz',
  წ: 'ts', ჭ: 'ch', ხ: 'kh', ჯ: 'j', ჰ: 'h',
};

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);

/** Latin spelling of Ukrainian and Georgian letters; other characters are kept. */
export function transliterate(text: string): string {
  const chars = [...text];
  let out = '';
  chars.forEach((raw, i) => {
    const lower = raw.toLowerCase();
    const upper = raw !== lower;
    const prev = chars[i - 1]?.toLowerCase();
    let latin: string | undefined;
    if (lower === 'г' && prev === 'з') latin = 'gh';
    else if (!isLetter(prev) && prev !== "'" && prev !== '\u2019' && UKRAINIAN_INITIAL[lower]) latin = UKRAINIAN_INITIAL[lower];
    else latin = UKRAINIAN[lower] ?? GEORGIAN[raw];
    if (latin === undefined) out += raw;
    else out += upper && latin ? latin[0].toUpperCase() + latin.slice(1) : latin;
  });
  return out;
}

export const ALIAS_MAX = 50;

/** A slug for an address: transliterated, lower case, runs of anything else as one '-'; 'landing' when nothing is left. */
export function aliasFromName(name: string): string {
  const slug = transliterate(name).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, ALIAS_MAX).replace(/-+$/, '');
  return slug.length >= 3 ? slug : slug ? `${slug}-landing` : 'landing';
}
