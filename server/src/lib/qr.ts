/** PNG QR codes through the `qrcode` package. */
import QRCode from 'qrcode';

export interface QrOptions {
  width: number;
  /** #rrggbb or #rrggbbaa */
  dark?: string;
  /** #rrggbb or #rrggbbaa; '#00000000' for a transparent background */
  light?: string;
  margin?: number;
}

export function qrPng(text: string, options: QrOptions): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    width: options.width,
    margin: options.margin ?? 2,
    color: { dark: options.dark ?? '#000000ff', light: options.light ?? '#ffffffff' },
  });
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
