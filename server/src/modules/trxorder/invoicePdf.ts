/**
 * The PDF of an issued invoice (GET /api/invoice/{id}/pdf), drawn with pdfkit.
 *
 * pdfkit's built-in fonts have no Chinese glyphs, so the text is set in a subset of Noto Sans CJK
 * SC kept in the repository (server/assets/fonts/NotoSansSC-GB2312.otf: GB2312, ASCII, CJK
 * punctuation, full-width forms and ¥; made by server/scripts/subset-font.sh, SIL OFL 1.1, see
 * OFL.txt beside it). pdfkit embeds only the glyphs a document uses. The setting `INVOICE_FONT`
 * names another font file (.ttf/.otf, or a .ttc collection as `file.ttc#PostScriptName`; a
 * relative path is taken from the repository root).
 *
 * The font file is read once, on the first PDF, from a path found relative to this code: the
 * built server (dist/server/main.js) and the sources under vitest (server/src/modules) both
 * reach server/assets/fonts.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { chinaDay } from '../../lib/days';
import { capitalAmount, INVOICE_TAX_RATE_PERCENT, splitTax } from './invoiceAmounts';

/** The seller printed on every invoice: the company behind Greenroom (demonstration data). */
export const INVOICE_SELLER = { name: '绿幕云科技有限公司', taxNo: '91330106MA2GR00M0X' } as const;

const FONT_FILE = 'NotoSansSC-GB2312.otf';

/** What the PDF shows: an issued invoice with its order. */
export interface InvoicePdfData {
  invoiceNo: string;
  issuedAt: Date;
  titleType: 'personal' | 'company';
  title: string;
  taxNo: string | null;
  email: string;
  orderNo: string;
  orderTitle: string;
  quantity: number;
  /** Fen. */
  amount: number;
}

interface LoadedFont {
  data: Buffer;
  /** The face inside a .ttc collection. */
  family?: string;
}

/** Where the shipped font may be: from dist/server/*.js, from server/src/modules/trxorder/*.ts, from the repository root. */
function shippedFontCandidates(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());
  return [
    path.resolve(here, '../../server/assets/fonts', FONT_FILE),
    path.resolve(here, '../../../assets/fonts', FONT_FILE),
    path.join(root, 'server/assets/fonts', FONT_FILE),
  ];
}

/** The font file to use: INVOICE_FONT, else the shipped subset. */
export function invoiceFontPath(setting = process.env.INVOICE_FONT): { file: string; family?: string } {
  if (setting?.trim()) {
    const [file = '', family] = setting.trim().split('#');
    const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());
    return { file: path.resolve(root, file), family: family || undefined };
  }
  const candidates = shippedFontCandidates();
  return { file: candidates.find((candidate) => existsSync(candidate)) ?? (candidates[0] as string) };
}

let fontPromise: Promise<LoadedFont> | null = null;

/** Reads the font once; a failed read is retried on the next PDF (and logged by the caller's error handler). */
function loadFont(): Promise<LoadedFont> {
  if (!fontPromise) {
    const { file, family } = invoiceFontPath();
    fontPromise = readFile(file).then(
      (data) => ({ data, family }),
      (error: unknown) => {
        fontPromise = null;
        throw new Error(`invoice font ${file} could not be read (set INVOICE_FONT to a .ttf/.otf/.ttc file)`, { cause: error });
      },
    );
  }
  return fontPromise;
}

/** ¥1,234.50 */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** 2024年05月01日 (China time). */
function chinaDate(instant: Date): string {
  const [year, month, day] = chinaDay(instant).split('-');
  return `${year}年${month}月${day}日`;
}

const INK = '#1f2329';
const MUTED = '#646a73';
const LINE = '#8f959e';
const RED = '#b42318';

/** The invoice as PDF bytes (A4). */
export async function renderInvoicePdf(invoice: InvoicePdfData): Promise<Buffer> {
  const font = await loadFont();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `电子发票 ${invoice.invoiceNo}`,
      Author: INVOICE_SELLER.name,
      Subject: `订单 ${invoice.orderNo}`,
      Creator: 'Greenroom reference server',
      CreationDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('cjk', font.data, font.family);
  doc.font('cjk');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;

  // Heading and the number box.
  doc.fillColor(RED).fontSize(22).text('电子发票（普通发票）', left, 56, { width, align: 'center' });
  doc
    .moveTo(left + width / 2 - 110, 90)
    .lineTo(left + width / 2 + 110, 90)
    .moveTo(left + width / 2 - 110, 94)
    .lineTo(left + width / 2 + 110, 94)
    .lineWidth(0.8)
    .strokeColor(RED)
    .stroke();
  doc.fillColor(INK).fontSize(10);
  doc.text(`发票号码：${invoice.invoiceNo}`, right - 200, 108, { width: 200, align: 'right' });
  doc.text(`开票日期：${chinaDate(invoice.issuedAt)}`, right - 200, 124, { width: 200, align: 'right' });

  // Buyer and seller.
  const partyTop = 150;
  const partyHeight = 88;
  doc.rect(left, partyTop, width, partyHeight).lineWidth(0.8).strokeColor(LINE).stroke();
  doc
    .moveTo(left + width / 2, partyTop)
    .lineTo(left + width / 2, partyTop + partyHeight)
    .stroke();
  const party = (x: number, heading: string, name: string, taxNo: string) => {
    doc
      .fillColor(MUTED)
      .fontSize(10)
      .text(heading, x + 10, partyTop + 8);
    doc
      .fillColor(INK)
      .fontSize(11)
      // A long name takes two lines at most.
      .text(`名称：${name}`, x + 10, partyTop + 26, { width: width / 2 - 20, height: 34, ellipsis: true });
    doc.text(`纳税人识别号：${taxNo}`, x + 10, partyTop + 64, { width: width / 2 - 20, lineBreak: false });
  };
  party(left, '购买方信息', invoice.title, invoice.taxNo ?? '—');
  party(left + width / 2, '销售方信息', INVOICE_SELLER.name, INVOICE_SELLER.taxNo);

  // The item, as a VAT invoice shows it: the amount before tax, the rate and the tax (invoiceAmounts.ts).
  const columns = [
    { title: '项目名称', width: width * 0.34, align: 'left' as const },
    { title: '数量', width: width * 0.08, align: 'right' as const },
    { title: '单价', width: width * 0.15, align: 'right' as const },
    { title: '金额', width: width * 0.17, align: 'right' as const },
    { title: '税率', width: width * 0.1, align: 'right' as const },
    { title: '税额', width: width * 0.16, align: 'right' as const },
  ];
  const { amount, tax } = splitTax(invoice.amount);
  const unitPrice = invoice.quantity > 0 ? Math.round(amount / invoice.quantity) : amount;
  const rate = `${INVOICE_TAX_RATE_PERCENT}%`;
  const cells = [`*信息技术服务*${invoice.orderTitle}`, String(invoice.quantity), yuan(unitPrice), yuan(amount), rate, yuan(tax)];
  const tableTop = partyTop + partyHeight + 20;
  const row = (y: number, texts: string[], color: string) => {
    let x = left;
    for (const [index, column] of columns.entries()) {
      doc
        .fillColor(color)
        .fontSize(10.5)
        .text(texts[index] ?? '', x + 8, y, { width: column.width - 16, height: 34, align: column.align, ellipsis: true });
      x += column.width;
    }
  };
  doc.rect(left, tableTop, width, 96).strokeColor(LINE).stroke();
  doc
    .moveTo(left, tableTop + 24)
    .lineTo(right, tableTop + 24)
    .moveTo(left, tableTop + 72)
    .lineTo(right, tableTop + 72)
    .stroke();
  row(
    tableTop + 7,
    columns.map((column) => column.title),
    MUTED,
  );
  row(tableTop + 33, cells, INK);
  // 合计: the amounts and the taxes of the items.
  row(tableTop + 79, ['合计', '', '', yuan(amount), '', yuan(tax)], INK);

  // The total including tax, in capital numerals and in figures.
  const totalTop = tableTop + 96;
  doc.rect(left, totalTop, width, 30).strokeColor(LINE).stroke();
  doc
    .fillColor(MUTED)
    .fontSize(10.5)
    .text('价税合计（大写）', left + 8, totalTop + 9, { lineBreak: false });
  // Between the two labels; a long amount is set smaller rather than cut (a CJK glyph is one em wide).
  const capitals = capitalAmount(invoice.amount);
  const capitalsWidth = right - 160 - (left + 108);
  doc
    .fillColor(INK)
    .fontSize(Math.min(11, capitalsWidth / capitals.length))
    .text(capitals, left + 108, totalTop + 9, { width: capitalsWidth, lineBreak: false });
  doc
    .fillColor(MUTED)
    .fontSize(10.5)
    .text('（小写）', right - 150, totalTop + 9, { lineBreak: false });
  doc
    .fillColor(INK)
    .fontSize(12)
    .text(yuan(invoice.amount), left, totalTop + 8, { width: width - 8, align: 'right' });

  // Remarks.
  const noteTop = totalTop + 44;
  doc.fillColor(INK).fontSize(10.5);
  doc.text(`备注：订单号 ${invoice.orderNo}`, left, noteTop);
  doc.text(`发票类型：${invoice.titleType === 'company' ? '企业' : '个人'}抬头　接收邮箱：${invoice.email}`, left, noteTop + 18);
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text('本发票由 Greenroom 参考服务器生成，仅供开发与测试使用，不是真实的税务发票，不具备法律效力。', left, noteTop + 44, { width });

  doc.end();
  return done;
}
