/** How long a toast stays on screen (SPEC §9); the host's Notifier applies it. */
export const TOAST_DURATION_MS = 3000;
