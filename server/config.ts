import { isAbsolute, resolve } from 'node:path';
import { projectRoot, spaDistDir } from './paths';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite files and uploads live here unless DATABASE_URL points at PostgreSQL. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base of every link the server e-mails; never taken from a request's Host header. */
  publicBaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signs access tokens and upload fields; generated and kept in dataDir when unset. */
  authSecret: string | undefined;
  clientId: string;
  clientSecret: string;
  /** Built SPA to serve with history fallback; null serves the API alone (tests, dev). */
  spaDir: string | null;
  logLevel: string;
}

function toPort(value: string | undefined, fallback: number): number {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}".`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = toPort(env.PORT, 8080);
  const dataDir = env.DATA_DIR ?? './data';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(projectRoot, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Guildhall <no-reply@guildhall.local>',
    authSecret: env.AUTH_SECRET || undefined,
    clientId: env.CLIENT_ID || env.VITE_CLIENT_ID || 'guildhall-web',
    clientSecret: env.CLIENT_SECRET || env.VITE_CLIENT_SECRET || 'guildhall-web-public',
    spaDir: env.SERVE_SPA === 'false' ? null : spaDistDir,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
