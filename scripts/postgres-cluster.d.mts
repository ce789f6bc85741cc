export declare const postgresUrlVariable: string;
export declare function postgresBinDir(): string | null;
export interface ThrowawayPostgres {
  url: string;
  binDir: string;
  stop(): void;
}
export declare function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
