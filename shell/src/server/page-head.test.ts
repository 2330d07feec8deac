import { startScript } from './page-head';

test("a rendered page's start-up script is one line of code, without comments, that the browser can run", () => {
  const html = startScript({ entry: '/main.js', files: [{ href: '/app.js', as: 'script' }], nonce: 'abc' });
  const code = /^<script nonce="abc">(.*)<\/script>$/s.exec(html)?.[1] ?? '';
  // It is in every page a shopper opens: what is not code is bytes on a phone's first round trip.
  expect(code).not.toMatch(/\n|\/\/ |\/\*/);
  // Compiles (new Function parses without running it).
  expect(() => new Function(code)).not.toThrow();
  expect(code).toContain('"/main.js", [{"href":"/app.js","as":"script"}], 1500, "first-screen")');
});
