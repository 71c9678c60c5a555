// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../scripts/cspPlugin';
import { withInlineScript } from '../../../scripts/inlineBootPlugin';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((d) => {
      const [name = '', ...values] = d.split(' ');
      return [name, values] as const;
    }),
  );

describe('the Content-Security-Policy', () => {
  it('allows scripts from this site only: no inline script, no eval', () => {
    const policy = directives(contentSecurityPolicy('https://abc.supabase.co'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('connects to the Supabase project over HTTP and its realtime WebSocket, nowhere else', () => {
    expect(
      directives(contentSecurityPolicy('https://abc.supabase.co/')).get('connect-src'),
    ).toEqual(["'self'", 'https://abc.supabase.co', 'wss://abc.supabase.co']);
    expect(directives(contentSecurityPolicy('http://127.0.0.1:54331')).get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:54331',
      'ws://127.0.0.1:54331',
    ]);
  });

  it('allows exactly the inline script the built index.html carries (src/boot), by its hash', async () => {
    const html = await withInlineScript(readFileSync('index.html', 'utf8'), process.cwd());
    const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(body).toContain('vethub.textSize');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`sha256-${createHash('sha256').update(body).digest('base64')}`]);
    expect(
      directives(contentSecurityPolicy('https://abc.supabase.co', hashes)).get('script-src'),
    ).toEqual(["'self'", `'${hashes[0]}'`]);
    // A script changed by one character is another script: the policy refuses it.
    expect(inlineScriptHashes(html.replace('vethub.textSize', 'vethub.textSizf'))).not.toEqual(
      hashes,
    );
  });
});
