/**
 * The marketing centre's catalogue in English (issue 29), for a console whose page is in English: each
 * tool's name, summary, description and highlights keyed by the tool's `type`, and the categories'
 * names. The same facts as ./marketingCatalogue's Chinese, which stays the default (a test checks that
 * every tool has its English, with as many paragraphs and highlights). The products' and editions'
 * English are the product catalogue's (`PRODUCTS_EN`, `@greenroom/contracts` catalogue.ts).
 *
 * Not here: a tool's `preview`, the attendee's phone page drawn in a phone frame. It is a picture of
 * an attendee's page with sample content, and attendees' pages (the public pages) stay Chinese
 * (docs/languages.md §4), so the preview stays Chinese in both languages.
 */
import type { MarketingCategory } from './marketingCatalogue';

export interface CatalogueToolEnglish {
  name: string;
  summary: string;
  /** Plain text; paragraphs separated by a newline, as many as the Chinese. */
  description: string;
  highlights: readonly string[];
}

export const CATEGORY_NAMES_EN: Readonly<Record<MarketingCategory, string>> = { interaction: 'Interaction', conversion: 'Conversion', growth: 'Growth' };

export const MARKETING_TOOLS_EN: Readonly<Record<string, CatalogueToolEnglish>> = {
  lottery: {
    name: 'Lucky draw',
    summary: 'A lucky wheel for live rooms and event venues that keeps the audience to the very end',
    description: [
      'Start a round of the lucky draw at any time during a live stream or an event: set the prizes, the number of winners and who may take part (for example watched for 5 minutes, registered or checked in); attendees join with one tap on their phones.',
      'The server draws the winners at random and the result is pushed to every attendee’s screen at once, while the winners scroll across the live picture; once winners enter their delivery details, the back office exports the list for sending the prizes.',
      'An event can hold several rounds, which suits annual parties, product launches and live sales where the mood needs lifting and people should stay longer.',
    ].join('\n'),
    highlights: [
      'Several rounds, each with its own prizes and places',
      'Entry limited by watch time, registration or check-in',
      'Winners announced live, exportable for sending prizes',
    ],
  },
  'red-packet': {
    name: 'Red packets',
    summary: 'Red packets and password red packets in the live room set viewing on fire',
    description: [
      'The organiser sends lucky red packets or password red packets in the live room or on the event page; attendees grab them when the countdown ends and the money goes straight to their WeChat balance.',
      'A password red packet can only be claimed by sending the given password in the comments, which lifts comment activity sharply in a short time; it can be limited to registered or checked-in attendees to keep bots out.',
      'The back office shows the claiming progress and every claim live; whatever is left unclaimed is refunded automatically after 24 hours.',
    ].join('\n'),
    highlights: [
      'Lucky and password red packets',
      'Countdown to grab, claiming progress visible live',
      'Unclaimed money refunded automatically after 24 hours',
    ],
  },
  coupon: {
    name: 'Coupons',
    summary: 'Coupons claimed while watching turn viewers straight into buyers',
    description: [
      'Create money-off, discount or no-minimum coupons and push them to attendees while a product is being presented live; attendees claim them with one tap and they are deducted automatically when ordering in the shop or on the registration page.',
      'Set the total issued, how many each person may claim and how long they are valid, or send them only to attendees who registered, checked in or watched long enough, for precise conversion and repeat purchases.',
      'The back office counts how often each coupon is claimed and used and the sales it brings, to judge the conversion of every live stream.',
    ].join('\n'),
    highlights: ['Three kinds: money-off, discount and no minimum', 'Targeted by attendee status and watch time', 'Claims, redemptions and sales at a glance'],
  },
  'invite-rank': {
    name: 'Invitation leaderboard',
    summary: 'Attendees invite friends to watch or register and win prizes by rank',
    description: [
      'Every attendee gets their own invitation poster and link; friends who use it to enter the live room, register for the event or open the album are counted for the person who invited them.',
      'The leaderboard updates live; the organiser can set prizes for the top places, and tiered rewards such as “points for inviting 3 people”, so that everyone has a reason to share.',
      'After the event, export the invitations and the ranking to send the prizes and see which channels brought the most new attendees.',
    ].join('\n'),
    highlights: [
      'Personal invitation posters and links, invitations recorded automatically',
      'Live leaderboard, prizes for the top places and tiered rewards',
      'Exportable invitation details to review new-audience channels',
    ],
  },
  'check-in': {
    name: 'Check-in',
    summary: 'QR check-in and daily streaks bring attendees on time and back every day',
    description: [
      'At the venue, attendees check in by scanning the check-in code and the check-in wall shows the number of people present and their avatars live; online live streams offer daily check-in, and streaks earn points or lucky-draw chances.',
      'Check-ins are matched against the registration list automatically, so the organiser always sees the attendance rate; for courses and camps with many sessions, each participant’s attendance is counted too.',
      'Check-in can ask for a name, organisation and other details, and a location check can allow check-in only within the venue.',
    ].join('\n'),
    highlights: [
      'QR check-in at the venue and a check-in wall',
      'Daily online check-in with streak rewards',
      'Attendance rate and records, optional location check',
    ],
  },
  vote: {
    name: 'Voting',
    summary: 'Best act, best photo, audience choice: results as they come in',
    description: [
      'Create single- or multiple-choice votes whose options can carry pictures and notes, for the best act of an annual party, the best photo of a contest or “the feature you want most” at a launch.',
      'Results are shown live as progress bars, or announced only when voting ends; votes per person per day can be limited, and registration or check-in status keeps out vote stuffing.',
      'A vote in a cloud photography album is tied to its photos, and the photo with the most votes can be pinned to the top of the album in one click.',
    ].join('\n'),
    highlights: [
      'Single-choice, multiple-choice and picture votes',
      'Results live or announced at the end',
      'Vote limits and identity checks against vote stuffing',
    ],
  },
  quiz: {
    name: 'Quiz and predictions',
    summary: 'Timed questions, score predictions and knockout rounds: knowledge and suspense together',
    description: [
      'The organiser pushes questions during the live stream; attendees answer before the countdown ends, go on to the next question when right, and are ranked by accuracy and time; predictions such as “guess the score” or “guess the sales” reward those who guessed right once the result is out.',
      'Questions can be prepared in advance or asked on the spot; the number of answers and the accuracy of each question are counted live, so the host can adjust the pace.',
      'Suits quizzes in training streams, score predictions for sports events and knowledge quizzes in brand live streams.',
    ].join('\n'),
    highlights: [
      'Timed questions and knockout ranking',
      'Score and result predictions, prizes sent automatically',
      'Answers and accuracy of every question counted live',
    ],
  },
  showcase: {
    name: 'Product showcase',
    summary: 'A product shelf beside the live picture that shows whatever is being presented',
    description: [
      'Put products, courses or tickets in the live room’s showcase; while presenting, the host pops up the current product’s card in one click, and attendees see the details, add to cart and order without leaving the live room.',
      'The showcase shows states such as presenting, coming soon and sold out, and limited-time prices and stock countdowns add urgency; orders are linked with the shop, and sales count in the live data dashboard.',
      'Suits live sales, course sales and ticket pre-sales.',
    ].join('\n'),
    highlights: [
      'Product cards popped up in the live room in one click',
      'Limited-time prices, stock countdowns and sold-out states',
      'Sales counted in the live data dashboard',
    ],
  },
  'share-poster': {
    name: 'Share posters',
    summary: 'A personal poster with a QR code in one click makes sharing on WeChat easy',
    description: [
      'Make a polished poster for a live stream, an event or a photo-live album, carrying the attendee’s own avatar, nickname and personal QR code; saved to the phone, it is ready for WeChat Moments or group chats.',
      'The organiser picks a layout from the templates and uploads the key visual; the poster’s text carries the event’s name and time automatically, and new attendees who come by scanning are counted as the sharer’s invitations.',
      'The back office counts scans and new attendees per poster, to find the channels that spread best.',
    ].join('\n'),
    highlights: ['Personal posters with avatar and QR code', 'Several layout templates, replaceable key visual', 'Scans and new attendees counted per poster'],
  },
  'group-buy': {
    name: 'Group buying',
    summary: 'Friends team up for a lower price, so tickets and courses sell faster',
    description: [
      'Set a group price and group size for event tickets, courses or products; an attendee starts a group and shares the link with friends, the group is formed when it is full, and orders of groups that did not form are refunded automatically when time runs out.',
      'Group buying spreads by itself: every attendee who starts a group brings in new people for the organiser. The back office shows groups started, the share that formed and the new users they brought.',
      'Suits early-bird event tickets, online courses and store traffic products.',
    ].join('\n'),
    highlights: [
      'Your own group price and group size',
      'Automatic refunds for groups that did not form, no manual work',
      'Groups started, formation rate and new users counted',
    ],
  },
};
