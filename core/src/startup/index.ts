export { stripTicket, TICKET_PARAM } from './ticket';
