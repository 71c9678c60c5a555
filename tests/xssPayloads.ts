/**
 * OWASP cheat-sheet XSS payloads, for the tests that put them in every field people write
 * (tests/e2e/xssFields.spec.ts in Chromium, tests/unit/features/xssCards.test.tsx in happy-dom).
 * Each would call alert(n) if it ever ran.
 */
export const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "'><svg onload=alert(3)>",
  '<img src="javascript:alert(4)">',
  '<iframe src="javascript:alert(5)"></iframe>',
  '<a href="javascript:alert(6)">six</a>',
  'javascript:alert(7)',
  '<body onload=alert(8)>',
  '<details open ontoggle=alert(9)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(10)>',
  '<a href="jav&#x09;ascript:alert(11)">eleven</a>',
  '<input autofocus onfocus=alert(12)>',
  '<form><button formaction="javascript:alert(13)">go</button></form>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxNCk8L3NjcmlwdD4="></object>',
  '<div style="background:url(javascript:alert(15))">',
  '{{constructor.constructor("alert(16)")()}}',
  '<marquee onstart=alert(17)>',
  '<video><source onerror=alert(18)></video>',
  '<a href="data:text/html,<script>alert(19)</script>">nineteen</a>',
  '[twenty](javascript:alert(20))',
  '![x](x" onerror="alert(21))',
  '[t](https://x.test "<table><img src=x onerror=alert(22)>")',
  '<scr<script>ipt>alert(23)</script>',
  '%3Cscript%3Ealert(24)%3C/script%3E',
];
