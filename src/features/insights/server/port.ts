// EventSink port (S5): where accepted events go besides the local table: Algolia Insights when configured.
import type { SearchEvent } from "../model";

export interface EventForwarder {
  /** Sends a batch (at most 1000 events); rejects when the service refuses or cannot be reached. */
  send(events: SearchEvent[]): Promise<void>;
}

/** Weighted interactions of objects, the input of trending and personal recommendations (S4). */
export interface ObjectScore {
  objectID: string;
  score: number;
}

export interface EventStats {
  /** Objects of an index by weighted event count since a time, highest first. */
  trendingObjects(indexName: string, since: Date, limit: number): Promise<ObjectScore[]>;
  /** Objects a user interacted with on an index since a time, highest first (authenticated token, else user token). */
  userObjects(userToken: string, indexName: string, since: Date, limit: number): Promise<ObjectScore[]>;
}
