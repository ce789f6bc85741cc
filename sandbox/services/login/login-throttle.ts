import type { FastifyReply } from 'fastify';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/database/database.ts';

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

interface BucketRow {
  tokens: number;
  at_ms: number;
}

/** How long a right credential keeps a source in good standing. */
const provenForMs = 24 * 60 * 60_000;

/** How often a process clears the buckets that have filled up again (and proofs that expired). */
const sweepEveryMs = 60_000;

/**
 * Attempts per source (the client address Fastify sees, or an address asked about): 429 with
 * Retry-After beyond the limit. The buckets live in the database, each taken under its row's lock,
 * so any number of sandbox processes on one PostgreSQL share them. `scope` keeps apart the
 * throttles of different doors (login, captcha, password-reset requests…).
 */
export class LoginThrottle {
  private lastSweepMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly scope: string,
    private readonly limit: LoginRateLimit,
    private readonly now: Clock,
  ) {}

  private refilled(row: BucketRow | undefined, nowMs: number): number {
    if (row === undefined) return this.limit.burst;
    return Math.min(this.limit.burst, Number(row.tokens) + ((nowMs - Number(row.at_ms)) / 60_000) * this.limit.perMinute);
  }

  /** Takes a token for one attempt, or says how many seconds until the next one. */
  async take(source: string): Promise<ThrottleVerdict> {
    const nowMs = this.now();
    await this.sweep(nowMs);
    return this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO throttle_buckets (scope, source, tokens, at_ms) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [this.scope, source, this.limit.burst, nowMs]);
      const { rows } = await tx.query<BucketRow>('SELECT tokens, at_ms FROM throttle_buckets WHERE scope = $1 AND source = $2 FOR UPDATE', [this.scope, source]);
      const tokens = this.refilled(rows[0], nowMs);
      const allowed = tokens >= 1;
      await tx.query('UPDATE throttle_buckets SET tokens = $3, at_ms = $4 WHERE scope = $1 AND source = $2', [this.scope, source, allowed ? tokens - 1 : tokens, nowMs]);
      return allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) / this.limit.perMinute) * 60)) };
    });
  }

  /** Gives back the token of an attempt whose credential was right (and remembers the source as a player's). */
  async refund(source: string): Promise<void> {
    const nowMs = this.now();
    await this.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO throttle_proven_sources (scope, source, at_ms) VALUES ($1, $2, $3) ON CONFLICT (scope, source) DO UPDATE SET at_ms = EXCLUDED.at_ms',
        [this.scope, source, nowMs],
      );
      const { rows } = await tx.query<BucketRow>('SELECT tokens, at_ms FROM throttle_buckets WHERE scope = $1 AND source = $2 FOR UPDATE', [this.scope, source]);
      if (rows[0] === undefined) return;
      const tokens = Math.min(this.limit.burst, this.refilled(rows[0], nowMs) + 1);
      if (tokens >= this.limit.burst) await tx.query('DELETE FROM throttle_buckets WHERE scope = $1 AND source = $2', [this.scope, source]);
      else await tx.query('UPDATE throttle_buckets SET tokens = $3, at_ms = $4 WHERE scope = $1 AND source = $2', [this.scope, source, tokens, nowMs]);
    });
  }

  /**
   * A source that gave a right credential in the last day and has not spent half its bucket since
   * is a player's: its password checks go first. A fresh source (a sprayer's new address) is not,
   * so a spray from many new addresses cannot take the player's place in the queue.
   */
  async inGoodStanding(source: string): Promise<boolean> {
    const nowMs = this.now();
    const { rows } = await this.db.query<{ proven_at: number; tokens: number | null; at_ms: number | null }>(
      `SELECT p.at_ms AS proven_at, b.tokens, b.at_ms
         FROM throttle_proven_sources p LEFT JOIN throttle_buckets b ON b.scope = p.scope AND b.source = p.source
        WHERE p.scope = $1 AND p.source = $2`,
      [this.scope, source],
    );
    const row = rows[0];
    if (row === undefined || nowMs - Number(row.proven_at) > provenForMs) return false;
    const bucket = row.tokens === null || row.at_ms === null ? undefined : { tokens: row.tokens, at_ms: row.at_ms };
    return this.refilled(bucket, nowMs) >= this.limit.burst / 2;
  }

  /** Forgets buckets that have filled up again and proofs older than a day: a spray leaves no lasting rows. */
  private async sweep(nowMs: number): Promise<void> {
    if (nowMs - this.lastSweepMs < sweepEveryMs) return;
    this.lastSweepMs = nowMs;
    const fullAfterMs = (this.limit.burst / this.limit.perMinute) * 60_000;
    await this.db.query('DELETE FROM throttle_buckets WHERE scope = $1 AND at_ms < $2', [this.scope, nowMs - fullAfterMs]);
    await this.db.query('DELETE FROM throttle_proven_sources WHERE scope = $1 AND at_ms < $2', [this.scope, nowMs - provenForMs]);
  }
}

/** 429 in the platform's error body, with the seconds to wait in `Retry-After`. */
export function sendTooManyRequests(reply: FastifyReply, retryAfterSeconds: number, what = 'login attempts'): FastifyReply {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ errorCode: 'TOO_MANY_REQUESTS', message: `Too many ${what}: try again in ${retryAfterSeconds} s.` });
}
