import { describe, expect, it } from 'vitest';
// The page's own module, plain JavaScript without the DOM: text in, HTML out.
// @ts-expect-error -- the page's modules are JavaScript without type declarations
import { markdown } from '../../src/local-table/page/markdown.js';

const render = markdown as (source: string) => string;

/** Every `<a …>` start tag in the HTML, with its attributes as the browser would read them. */
function links(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\s([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
  );
}

// Text anyone can type in a message (or a bot can post) must draw, for every seat.
describe('the page draws any message text without breaking', () => {
  it.each([
    '<t:99999999999999999999>',
    '<t:99999999999999999999:R>',
    '<t:-8640000000001:F>',
    '<t:8640000000001:d>',
  ])('a timestamp tag beyond what dates hold (%s) is shown as typed, not thrown', (tag) => {
    expect(() => render(tag)).not.toThrow();
    expect(render(tag)).toBe(tag.replace('<', '&lt;').replace('>', '&gt;'));
  });

  it('control: a timestamp in range becomes a <time> element', () => {
    expect(render('<t:1700000000:F>')).toMatch(
      /^<time class="timestamp" datetime="2023-11-14T22:13:20.000Z">/,
    );
    expect(render('<t:8639999999999:d>')).toContain('<time');
  });

  it.each([
    ['a mention inside the address', '[x](https://a.example/<@123>)'],
    ['a timestamp inside the address', '[x](https://a.example/<t:0>)'],
    ['a role and a channel inside the address', '[x](https://a.example/<@&5>/<#6>)'],
    ['quotes inside the address', '[x](https://a.example/"onmouseover="alert(1))'],
    ['markdown inside the address', '[x](https://a.example/**b**/||s||)'],
  ])('a link with %s keeps one whole address: href, target and rel only', (_, source) => {
    const found = links(render(source));
    expect(found).toHaveLength(1);
    expect(Object.keys(found[0]).sort()).toEqual(['href', 'rel', 'target']);
    expect(found[0].href).toMatch(/^https:\/\/a\.example\/[^\s<>"]*$/);
  });

  it('control: the attribute check catches a break-out (what the old rule order drew)', () => {
    // Link first, mentions after: the mention's quotes landed inside href.
    const old =
      '<a href="https://a.example/<span class="mention" data-user="123">@Anna</span>" target="_blank" rel="noreferrer">x</a>';
    expect(Object.keys(links(old)[0]).sort()).not.toEqual(['href', 'rel', 'target']);
    expect(links(old)[0].href).toBe('https://a.example/<span class=');
  });

  it('a link label keeps its own formatting, and an address that is no web address stays text', () => {
    expect(render('[**b** `c`](https://ok.example/p?a=1&b=2)')).toBe(
      '<a href="https://ok.example/p?a=1&amp;b=2" target="_blank" rel="noreferrer"><strong>b</strong> <code>c</code></a>',
    );
    expect(render('[z](javascript:alert(1))')).toBe('[z](javascript:alert(1))');
  });
});
