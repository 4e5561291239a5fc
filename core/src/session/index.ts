export {
  ENTERPRISE_PHOTO_EDITION,
  expiresWithin,
  expiryTime,
  isExpired,
  isPhotoCompany,
  maskPhone,
} from './rules';
export {
  createSession,
  DEFAULT_AREA_CODE,
  openSessionChannel,
  SESSION_CHANNEL,
  type SessionChannel,
  type SessionOptions,
  type SessionState,
  type SessionStore,
} from './session';
