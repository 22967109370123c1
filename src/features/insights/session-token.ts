// Whose events these are (S5, issue 12): an account's token only ever comes from the request's session, never from
// what the client wrote in the body, so nobody can record events, and so recommendations, under another account.
import type { SearchEvent } from "./model";
import { isAccountToken } from "./tokens";

export type SessionBoundEvents = { ok: true; events: SearchEvent[] } | { ok: false; message: string };

/**
 * Every event's authenticated user token becomes the session's (removed without a session, whatever the client
 * sent); a `userToken` that is an account token other than the session's refuses the batch.
 */
export function bindEventsToSession(events: SearchEvent[], sessionToken: string | undefined): SessionBoundEvents {
  const foreign = events.findIndex((event) => isAccountToken(event.userToken) && event.userToken !== sessionToken);
  if (foreign >= 0) return { ok: false, message: `events[${foreign}].userToken: an account's token is accepted only from its own session` };
  return {
    ok: true,
    events: events.map((claimed) => {
      const event = { ...claimed };
      delete event.authenticatedUserToken;
      return sessionToken ? { ...event, authenticatedUserToken: sessionToken } : event;
    }),
  };
}
