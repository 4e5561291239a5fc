export {
  CERTIFICATION_POLL_MS,
  type CertificationDeps,
  type CertificationState,
  type CertificationStatus,
  type CertificationStore,
  createCertificationStore,
  type Timers,
} from './certificationStore';
export {
  buildQrUrl,
  CERTIFICATION_PAGE,
  certificationQrRequest,
  QR_CODE_WIDTH,
  QR_IMAGE_SIZE,
  QR_LINE_COLOR,
  toBase64Url,
  type WxaCodeRequest,
} from './qrCode';
