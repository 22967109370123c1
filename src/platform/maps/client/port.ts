// The Places port in the browser (issue 14): what the address autocomplete asks, whichever adapter answers.
import type { PlaceAddress, PlaceSuggestion } from "../model";

export interface PlacesClient {
  /** Suggestions for what was typed; rejects with PlacesUnavailableError when the service cannot be used. */
  suggest(query: string, options: { signal?: AbortSignal }): Promise<PlaceSuggestion[]>;
  /** The address parts of a suggestion. */
  resolve(id: string, options: { signal?: AbortSignal }): Promise<PlaceAddress | undefined>;
}

/**
 * The Places service cannot be used: the embedded endpoint failed, or (spec §5) "the address-autocomplete map fails if
 * the places library was not loaded": Google's script did not load, or loaded without its places library.
 */
export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PlacesUnavailableError";
  }
}
