// The invoice of a settled batch as a PDF document (pdf-lib, docs/decisions.md "Settlements &
// invoices"): who it is issued to, the settlement and its period, the amounts and the total.
// The standard Helvetica font covers Latin-1 (WinAnsi); Ukrainian letters are transliterated and any
// other character the font lacks is written as '?', so a name never breaks the document.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceData } from './invoice-data.ts';

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i', й: 'i', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ь: '', ю: 'iu', я: 'ia', ы: 'y', э: 'e', ё: 'io', ъ: '',
};

/** The text as the font can write it. */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((ch) => {
    if (known.has(ch.codePointAt(0)!)) return ch;
    const lower = ch.toLowerCase();
    const latin = CYRILLIC[lower];
    if (latin === undefined) return '?';
    return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  }).join('');
}

const KIND: Record<string, string> = { refund: 'Refund', chargeback: 'Chargeback', fee: 'Fee', reserve: 'Rolling reserve', payment: 'Payment' };

const MAX_ADJUSTMENTS = 12;
const A4: [number, number] = [595.28, 841.89];
const LEFT = 56;
const RIGHT = A4[0] - 56;
const GREY = rgb(0.4, 0.4, 0.4);

class Writer {
  y = A4[1] - 64;
  constructor(private page: PDFPage, private font: PDFFont, private bold: PDFFont) {}
  text(text: string, opts: { size?: number; bold?: boolean; x?: number; grey?: boolean; right?: boolean } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const size = opts.size ?? 10;
    const value = printable(font, text);
    const x = opts.right ? RIGHT - font.widthOfTextAtSize(value, size) : (opts.x ?? LEFT);
    this.page.drawText(value, { x, y: this.y, size, font, color: opts.grey ? GREY : rgb(0, 0, 0) });
  }
  line() {
    this.page.drawLine({ start: { x: LEFT, y: this.y + 4 }, end: { x: RIGHT, y: this.y + 4 }, thickness: 0.5, color: GREY });
  }
  down(by = 16) {
    this.y -= by;
  }
}

export async function invoicePdf(inv: InvoiceData, now: Date = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${inv.number}`);
  doc.setSubject(`Settlement ${inv.odbRef}, ${inv.periodFrom} - ${inv.periodTo}`);
  doc.setProducer('Merchant Portal');
  doc.setCreationDate(now);
  const page = doc.addPage(A4);
  const w = new Writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.text(`Invoice ${inv.number}`, { size: 20, bold: true });
  w.down(22);
  w.text(`Issued ${inv.issued}`, { grey: true });
  w.down(30);

  w.text('Issued to', { bold: true });
  w.down();
  for (const line of [inv.company.name, inv.company.address, inv.company.country && `Country: ${inv.company.country}`,
    inv.company.registration && `Registration: ${inv.company.registration}`, inv.company.vat && `VAT: ${inv.company.vat}`]) {
    if (!line) continue;
    w.text(line);
    w.down(14);
  }
  w.down(6);
  w.text('Merchant', { bold: true });
  w.down();
  w.text(`${inv.merchant.name} (ID ${inv.merchant.merchantId})`);
  w.down(14);
  if (inv.merchant.url) {
    w.text(inv.merchant.url);
    w.down(14);
  }
  w.down(6);
  w.text('Settlement', { bold: true });
  w.down();
  for (const line of [`Reference: ${inv.odbRef}`, `Period: ${inv.periodFrom} - ${inv.periodTo}`, `Account: ${inv.account}`,
    `Currency: ${inv.currency}`, `Transactions: ${inv.count}`]) {
    w.text(line);
    w.down(14);
  }
  w.down(16);

  w.text('Description', { bold: true });
  w.text(`Amount, ${inv.currency}`, { bold: true, right: true });
  w.down(6);
  w.line();
  w.down(14);
  const a = inv.amounts;
  for (const [label, value] of [['Payments processed', a.payments], ['Refunds', a.refunds], ['Chargebacks', a.chargebacks],
    ['Rolling reserve', a.deposits], ['Processing fees', a.fees]]) {
    w.text(label);
    w.text(value, { right: true });
    w.down();
  }
  w.down(2);
  w.line();
  w.down(14);
  w.text('Total fees invoiced', { bold: true });
  w.text(`${a.fees} ${inv.currency}`, { bold: true, right: true });
  w.down();
  w.text('Settlement amount paid out', { bold: true });
  w.text(`${a.payout} ${inv.currency}`, { bold: true, right: true });
  if (inv.adjustments.length > 0) {
    w.down(24);
    w.text('Adjustments from earlier batches (included above)', { bold: true });
    w.down();
    // One page: the first ones, then how many more (the settlement detail lists them all).
    for (const a of inv.adjustments.slice(0, MAX_ADJUSTMENTS)) {
      w.text(`${KIND[a.kind] ?? a.kind}, order ${a.orderId}, batch ${a.from}`);
      w.text(`${a.amount} ${inv.currency}`, { right: true });
      w.down(14);
    }
    if (inv.adjustments.length > MAX_ADJUSTMENTS) {
      w.text(`and ${inv.adjustments.length - MAX_ADJUSTMENTS} more (see the settlement's detail)`, { grey: true });
      w.down(14);
    }
  }
  w.down(30);
  w.text('Settlement amount = payments - refunds - chargebacks - rolling reserve - fees. Refunds and chargebacks after the', { size: 8, grey: true });
  w.down(11);
  w.text('cut-off of an earlier batch are carried in the next batch; a settled batch never changes.', { size: 8, grey: true });
  return doc.save();
}
