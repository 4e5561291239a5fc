import type { LiveMessage } from '@greenroom/contracts';
import type { CertificationStore } from '../certification';
import type { MessagesState, MessagesStore } from '../messages';
import type { SessionStore } from '../session';
import type { LiveClient } from './liveClient';

/** The shell's stores the live channel keeps current (issue 26 §2). */
export interface LiveShell {
  messages: Pick<MessagesStore, 'arrived'> & { state: Pick<MessagesState, 'unread'> };
  session: Pick<SessionStore, 'refresh'>;
  certification: Pick<CertificationStore, 'completed'>;
  /** Tells the organiser a message arrived (a toast naming it); absent: only the bell moves. */
  toast?: (message: NonNullable<LiveMessage['message']>) => void;
}

/**
 * What the shell itself does with pushed events: the bell's count and list follow the inbox (and a
 * new message is toasted), a paid
 * order refreshes the session (the home's entitlements and points), a completed certification
 * closes its modal and turns the tag 已认证. After a `reset` (events were missed) the session and the
 * bell are read again. Answers the unsubscribe.
 */
export function connectShellToLive(live: LiveClient, shell: LiveShell): () => void {
  const offs = [
    live.subscribe('message', ({ unread, message }) => {
      if (message) {
        void shell.messages.arrived(unread);
        shell.toast?.(message);
      } else shell.messages.state.unread = unread;
    }),
    live.subscribe('order', ({ status }) => {
      if (status === 'paid') void shell.session.refresh();
    }),
    live.subscribe('certification', ({ certified }) => {
      if (certified) shell.certification.completed();
    }),
    live.onReset(() => {
      void shell.session.refresh();
      void shell.messages.arrived(shell.messages.state.unread);
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
