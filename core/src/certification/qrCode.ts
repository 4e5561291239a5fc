import type { ShellConfig } from '@greenroom/sdk';

/** Width the mini-program code is generated at (SPEC §9). */
export const QR_CODE_WIDTH = 340;
/** Size the code image is displayed at, in CSS pixels (SPEC §9). */
export const QR_IMAGE_SIZE = 200;
/** The mini-program page the code opens (SPEC §7). */
export const CERTIFICATION_PAGE = 'pages/certification/index';
/** Where the mini-program code image is generated, under the auth host. */
export const WXACODE_PATH = '/api/verify/wxacode';
/** Line colour of the code: black, readable on the transparent (hyaline) background. */
export const QR_LINE_COLOR = { r: 0, g: 0, b: 0 } as const;

/** The mini-program code request of SPEC §7 "QR code for certification". */
export interface WxaCodeRequest {
  scene: string;
  page: string;
  width: number;
  auto_color: boolean;
  line_color: { r: number; g: number; b: number };
  is_hyaline: boolean;
  env_version: 'release' | 'trial';
}

/**
 * Encodes text as URL-safe base64 without padding. Goes through UTF-8 bytes first because
 * `btoa` alone throws on anything beyond Latin-1.
 */
export function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The code request for a certification `scene`. Only the release environment points the
 * messaging app at the released mini-program; every other one uses the trial version.
 */
export function certificationQrRequest(config: Pick<ShellConfig, 'env'>, scene: string): WxaCodeRequest {
  return {
    scene,
    page: CERTIFICATION_PAGE,
    width: QR_CODE_WIDTH,
    auto_color: false,
    line_color: { ...QR_LINE_COLOR },
    is_hyaline: true,
    env_version: config.env === 'release' ? 'release' : 'trial',
  };
}

/** The image address of the certification code: the request as URL-safe base64 in `params`. */
export function buildQrUrl(config: Pick<ShellConfig, 'env' | 'authHost'>, scene: string): string {
  const params = toBase64Url(JSON.stringify(certificationQrRequest(config, scene)));
  return `${config.authHost}${WXACODE_PATH}?params=${params}`;
}
