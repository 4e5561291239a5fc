export { BOOT_MAX_AGE_MS, type BootData, type BootKey, type BootSource, bootSource, parseBootData } from './boot';
export { stripTicket, TICKET_PARAM } from './ticket';
