// CPU work of the embedded search and recommender taken in turns (issue 12, ADR 27): one task (a query, a recommendation)
// per event-loop turn, so requests in flight keep being read and answered, and calls share the CPU fairly (self-clocked
// fair queuing): each call has a virtual time, the least goes next, and a new call starts at the virtual time of the last
// task served. A light call so waits for at most one task of a heavy one, and a heavy call keeps an equal share with
// each light call in flight while they keep coming. A bounded number of calls wait.
import "server-only";
import { SearchUnavailableError } from "../model";

export interface Lane {
  /** Runs the task at the lane's next turn; resolves with its result. */
  run<T>(task: () => T): Promise<T>;
}

export interface FairQueue {
  /** A lane for one call: its tasks run one by one, in order. */
  lane(): Lane;
  /** Calls with tasks waiting. */
  readonly waiting: number;
}

export interface FairQueueOptions {
  /** Calls that may wait at once; a new call past them is refused with `busy()`. */
  maxWaiting: number;
  busy: () => Error;
  clock?: () => number;
  /** Runs the next turn after pending I/O (setImmediate). */
  defer?: (turn: () => void) => void;
}

interface LaneState {
  id: number;
  /** The lane's virtual time (ms): where it started, plus the CPU its tasks took. */
  used: number;
  tasks: (() => void)[];
}

export function createFairQueue({ maxWaiting, busy, clock = () => performance.now(), defer = (turn) => void setImmediate(turn) }: FairQueueOptions): FairQueue {
  const ready = new Set<LaneState>();
  let nextId = 0;
  let scheduled = false;
  /** Virtual time at the end of the last task served: where a new call starts. */
  let clockedTo = 0;

  // Least virtual time first; among equals, the older call.
  const next = (): LaneState | undefined => {
    let best: LaneState | undefined;
    for (const lane of ready) if (!best || lane.used < best.used || (lane.used === best.used && lane.id < best.id)) best = lane;
    return best;
  };

  const turn = () => {
    scheduled = false;
    const lane = next();
    if (!lane) return;
    const task = lane.tasks.shift()!;
    if (lane.tasks.length === 0) ready.delete(lane);
    const started = clock();
    task();
    lane.used += clock() - started;
    clockedTo = lane.used;
    schedule();
  };

  const schedule = () => {
    if (scheduled || ready.size === 0) return;
    scheduled = true;
    defer(turn);
  };

  return {
    get waiting() {
      return ready.size;
    },
    lane() {
      const state: LaneState = { id: nextId++, used: 0, tasks: [] };
      let started = false;
      return {
        run<T>(task: () => T): Promise<T> {
          // A call already under way finishes; only new calls are turned away when too many wait.
          if (!started) {
            if (ready.size >= maxWaiting) return Promise.reject(busy());
            // It cannot claim turns for the time before it came; light calls served meanwhile moved this on.
            state.used = clockedTo;
            started = true;
          }
          return new Promise<T>((resolve, reject) => {
            state.tasks.push(() => {
              try {
                resolve(task());
              } catch (error) {
                reject(error);
              }
            });
            ready.add(state);
            schedule();
          });
        },
      };
    },
  };
}

/** Calls of the embedded search and recommender that may wait for their turn; more get 503 (ADR 27). */
export const MAX_WAITING_CALLS = 256;

const store = globalThis as typeof globalThis & { __voltlineSearchQueue?: FairQueue };

/** The process's queue, shared by the embedded search and recommender (and every bundle copy of this module). */
export function searchWorkQueue(): FairQueue {
  return (store.__voltlineSearchQueue ??= createFairQueue({ maxWaiting: MAX_WAITING_CALLS, busy: () => new SearchUnavailableError("Search is busy") }));
}
