import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/cspPlugin';

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
});
