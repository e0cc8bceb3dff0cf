/** A counter in a fixed window; several server instances share one store. */
export interface RateLimitHit {
  count: number;
  /** When the current window ends. */
  resetAt: Date;
}

export interface RateLimitStore {
  /** Where the counters live, as readiness names it to anyone: never an address. */
  description: string;
  /** Adds one to the key's counter, starting a new window if the last one ended. */
  hit(key: string, windowMs: number, now: Date): Promise<RateLimitHit>;
  /** The key's count in its current window (0 when none), without adding to it. */
  peek(key: string, windowMs: number, now: Date): Promise<RateLimitHit>;
  reset(key: string): Promise<void>;
  /** Resolves when the store answers; rejects (within about a second) when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
