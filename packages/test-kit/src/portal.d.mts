export interface PortalOptions {
  /** The API's settings (NODE_ENV, LOG_LEVEL, secrets, …) on top of HOST, PORT, DATA_DIR and PUBLIC_URL. */
  env?: NodeJS.ProcessEnv;
  /** Its port; a free one by default. */
  port?: number;
  /** The embedded database's folder (kept); a fresh one in the throwaway folder by default. */
  dataDir?: string;
  /** PostgreSQL instead of the embedded database. A DATABASE_URL in the environment is never inherited. */
  databaseUrl?: string;
  /** The servers' output, appended to and kept (a drill's evidence); in the throwaway folder by default. */
  logFile?: string;
  /** Also start the sandbox card provider on a free port, with PAYMENT_ENDPOINT pointing at it. */
  sandbox?: boolean;
  /**
   * The sandbox's settings on top of its port, store folder, PUBLIC_URL and SANDBOX_QUIET=true (e.g.
   * SANDBOX_CHARGE_DELAY_MS, or SANDBOX_QUIET=false for its request log in the servers' output).
   */
  sandboxEnv?: NodeJS.ProcessEnv;
  /** Runs before the API opens `dataDir` (one data directory is never open in two processes): seeding. */
  beforeStart?: (dataDir: string) => Promise<void>;
  /** How long the health checks may take to answer; 180 s by default. */
  startupTimeoutMs?: number;
  /** Names the throwaway folder (`vida-<label>-…` in the system's temp folder). */
  label?: string;
  /** The built workspaces to start (their `start` scripts); the repository's apps/api and apps/card-sandbox. */
  apiDir?: string;
  sandboxDir?: string;
}

export interface Portal {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  port: number;
  /** The API process's id. */
  pid: number | undefined;
  /** The sandbox card provider's base URL, when started. */
  sandboxUrl?: string;
  logPath: string;
  /** Whether the API process has exited. */
  exited(): boolean;
  /** Sends a signal to the API's process group (a drill's crash). */
  kill(signal: NodeJS.Signals): void;
  /**
   * Stops the processes (SIGTERM, SIGKILL after 10 s), then lets `inspect` read the throwaway folder (db/,
   * card-sandbox/, server.log) before it is removed.
   */
  stop(inspect?: (folder: string) => Promise<void>): Promise<void>;
}

/**
 * Starts the built API as `npm start` does (node with apps/api's start arguments), and the sandbox card
 * provider beside it when asked, and resolves once their health checks answer.
 */
export function startPortal(options?: PortalOptions): Promise<Portal>;
