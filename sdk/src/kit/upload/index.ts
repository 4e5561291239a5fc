export { ResumableUpload, type ResumableUploadProps, TUS_CHUNK_SIZE, TUS_ENDPOINT, TUS_RETRY_DELAYS, tusShouldRetry, uploadIdOf } from './ResumableUpload';
