// What the merchant selector lists for the text typed into it (spec 000 section 5: under 3
// characters every merchant; from 3 the server searches). The selected merchant is listed only when
// it matches: the select keeps showing its name without it being an option.

export const MERCHANT_SEARCH_MIN_CHARS = 3;

interface Listed {
  merchant_id: number | string;
  name: string;
}

/** A merchant as the selector shows it. */
export const merchantLabel = (m: Listed) => `${m.name} (${m.merchant_id})`;

export interface MerchantSearchState<M> {
  /** The text in the box. */
  text: string;
  /** The server's answer and the text it answers. */
  found?: { text: string; merchants: readonly M[] };
}

/** A text to search for: 3 characters or more, and not the label a choice put into the box. */
export const isSearch = (text: string, known: readonly Listed[]) =>
  text.trim().length >= MERCHANT_SEARCH_MIN_CHARS && !known.some((m) => merchantLabel(m) === text);

export function listedMerchants<M extends Listed>(known: readonly M[], state: MerchantSearchState<M>): readonly M[] {
  const text = state.text.trim();
  if (!isSearch(state.text, known)) return known;
  if (state.found && state.found.text.trim() === text) return state.found.merchants;
  // The server has not answered this text yet: the known merchants that match it meanwhile.
  const q = text.toLowerCase();
  return known.filter((m) => merchantLabel(m).toLowerCase().includes(q));
}
