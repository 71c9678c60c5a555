/**
 * The served project's supabase/config.toml, as `supabase start` reads it: the parts the stack
 * follows (whether sign-ups confirm by mail, the mail templates). A folder without one (the
 * stack's own test fixtures) gets GoTrue's defaults.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export interface ProjectConfig {
  auth?: {
    email?: {
      enable_confirmations?: unknown;
      template?: Record<string, { subject?: unknown; content_path?: unknown } | undefined>;
    };
  };
}

export function readProjectConfig(workdir: string): ProjectConfig {
  let text: string;
  try {
    text = readFileSync(path.join(workdir, 'config.toml'), 'utf8');
  } catch {
    return {};
  }
  return parse(text) as ProjectConfig;
}

/** `[auth.email] enable_confirmations`: GoTrue's default is off. */
export const confirmsSignups = (config: ProjectConfig): boolean =>
  config.auth?.email?.enable_confirmations === true;
