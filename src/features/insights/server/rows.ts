// Events <-> search_events rows (S5): the mapping the local table and the Algolia forwarder share.
import type { NewSearchEventRow, SearchEventRow } from "@/platform/db/schema";
import type { SearchEvent } from "../model";

export function eventRow(event: SearchEvent, receivedAt: Date): NewSearchEventRow {
  return {
    receivedAt,
    occurredAt: event.timestamp ? new Date(event.timestamp) : receivedAt,
    eventType: event.eventType,
    eventSubtype: event.eventSubtype ?? null,
    eventName: event.eventName,
    indexName: event.index,
    queryId: event.queryID ?? null,
    objectIds: event.objectIDs ?? [],
    objectData: event.objectData ?? null,
    positions: event.positions ?? null,
    filters: event.filters ?? null,
    userToken: event.userToken,
    authenticatedUserToken: event.authenticatedUserToken ?? null,
  };
}

/** A stored row as the Insights API takes it again (forwarding keeps the event's own time). */
export function rowEvent(row: SearchEventRow): SearchEvent {
  const event: SearchEvent = {
    eventType: row.eventType,
    eventName: row.eventName,
    index: row.indexName,
    userToken: row.userToken,
    timestamp: row.occurredAt.getTime(),
  };
  if (row.eventSubtype === "addToCart" || row.eventSubtype === "purchase") event.eventSubtype = row.eventSubtype;
  if (row.queryId) event.queryID = row.queryId;
  if (row.objectIds.length > 0) event.objectIDs = row.objectIds;
  if (Array.isArray(row.objectData)) event.objectData = row.objectData as SearchEvent["objectData"];
  if (row.positions) event.positions = row.positions;
  if (row.filters) event.filters = row.filters;
  if (row.authenticatedUserToken) event.authenticatedUserToken = row.authenticatedUserToken;
  return event;
}
