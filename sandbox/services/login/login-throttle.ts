import type { FastifyReply } from 'fastify';
import type { Clock } from '../../kernel/clock.ts';

/** A token bucket per source: `burst` attempts at once, then `perMinute` more every minute. */
export interface LoginRateLimit {
  burst: number;
  perMinute: number;
}

/**
 * Production-like: a source may guess 10 passwords at once and 6 a minute after that (360 an
 * hour, across all usernames). A right password gives its token back, so players who log in
 * (and the project's test suites, which mostly do) are never slowed down by their own logins.
 */
export const defaultLoginRateLimit: LoginRateLimit = { burst: 10, perMinute: 6 };

/** Generous enough that no test suite trips it by accident (the harness passes it). */
export const roomyLoginRateLimit: LoginRateLimit = { burst: 10_000, perMinute: 10_000 };

/** `SANDBOX_LOGIN_RATE=<burst>/<perMinute>` (e.g. `10/6`), or the default when unset. */
export function parseLoginRateLimit(value: string | undefined): LoginRateLimit {
  if (value === undefined || value.trim() === '') return defaultLoginRateLimit;
  const match = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  const burst = Number(match?.[1]);
  const perMinute = Number(match?.[2]);
  if (!match || !(burst >= 1) || !(perMinute > 0)) {
    throw new Error(`SANDBOX_LOGIN_RATE=${value} is not <burst>/<perMinute>, e.g. 10/6`);
  }
  return { burst, perMinute };
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

/** How long a right credential keeps a source in good standing. */
const provenForMs = 24 * 60 * 60_000;

/** Buckets (and proven sources) kept at most; full buckets are the first forgotten. */
const maxBuckets = 10_000;

/** Login attempts per source (the client address Fastify sees): 429 with Retry-After beyond the limit. */
export class LoginThrottle {
  private readonly buckets = new Map<string, Bucket>();
  /** When each source last gave a right credential. */
  private readonly proven = new Map<string, number>();

  constructor(
    private readonly limit: LoginRateLimit,
    private readonly now: Clock,
  ) {}

  private refilled(source: string): Bucket {
    const nowMs = this.now();
    const bucket = this.buckets.get(source);
    if (!bucket) return { tokens: this.limit.burst, at: nowMs };
    const tokens = Math.min(this.limit.burst, bucket.tokens + ((nowMs - bucket.at) / 60_000) * this.limit.perMinute);
    return { tokens, at: nowMs };
  }

  /** Takes a token for one attempt, or says how many seconds until the next one. */
  take(source: string): ThrottleVerdict {
    const bucket = this.refilled(source);
    if (bucket.tokens < 1) {
      this.buckets.set(source, bucket);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) / this.limit.perMinute) * 60)) };
    }
    this.buckets.set(source, { tokens: bucket.tokens - 1, at: bucket.at });
    this.forgetFullBuckets();
    return { allowed: true };
  }

  /** Gives back the token of an attempt whose credential was right (and remembers the source as a player's). */
  refund(source: string): void {
    this.proven.delete(source);
    this.proven.set(source, this.now());
    if (this.proven.size > maxBuckets) this.proven.delete(this.proven.keys().next().value ?? source);
    const bucket = this.refilled(source);
    const tokens = Math.min(this.limit.burst, bucket.tokens + 1);
    if (tokens >= this.limit.burst) this.buckets.delete(source);
    else this.buckets.set(source, { tokens, at: bucket.at });
  }

  /**
   * A source that gave a right credential in the last day and has not spent half its bucket since
   * is a player's: its password checks go first. A fresh source (a sprayer's new address) is not,
   * so a spray from many new addresses cannot take the player's place in the queue.
   */
  inGoodStanding(source: string): boolean {
    const lastSuccess = this.proven.get(source);
    if (lastSuccess === undefined || this.now() - lastSuccess > provenForMs) return false;
    return this.refilled(source).tokens >= this.limit.burst / 2;
  }

  private forgetFullBuckets(): void {
    if (this.buckets.size <= maxBuckets) return;
    for (const [source] of this.buckets) {
      if (this.buckets.size <= maxBuckets / 2) break;
      if (this.refilled(source).tokens >= this.limit.burst) this.buckets.delete(source);
    }
    // A spray from more sources than that: forget the oldest, which are the nearest to full.
    for (const [source] of this.buckets) {
      if (this.buckets.size <= maxBuckets) break;
      this.buckets.delete(source);
    }
  }
}

/** 429 in the platform's error body, with the seconds to wait in `Retry-After`. */
export function sendTooManyRequests(reply: FastifyReply, retryAfterSeconds: number, what = 'login attempts'): FastifyReply {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ errorCode: 'TOO_MANY_REQUESTS', message: `Too many ${what}: try again in ${retryAfterSeconds} s.` });
}
