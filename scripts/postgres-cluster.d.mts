export declare const postgresUrlVariable: string;
export declare function postgresBinDir(): string | null;
export interface ThrowawayPostgres {
  url: string;
  binDir: string;
  /** The cluster's data directory (its postmaster.pid names the server's process). */
  dataDir: string;
  stop(): void;
}
export declare function startThrowawayPostgres(options?: { durable?: boolean; settings?: readonly string[] }): Promise<ThrowawayPostgres>;
