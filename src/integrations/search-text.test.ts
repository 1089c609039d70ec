import { describe, expect, it } from 'vitest';
import { spaceBlocks } from './search-text.mjs';

describe('spaceBlocks: blocks written back to back read apart in the search index', () => {
  it('puts a space after a block that another element follows at once', () => {
    expect(spaceBlocks('<dl><dt>Alignment</dt><dd>0</dd><dt>Range</dt><dd>20</dd></dl>')).toBe(
      '<dl><dt>Alignment</dt> <dd>0</dd> <dt>Range</dt> <dd>20</dd></dl>',
    );
    expect(spaceBlocks('<tr><th>Spell</th><th>Base chance</th></tr><tr><td>a</td></tr>')).toBe(
      '<tr><th>Spell</th> <th>Base chance</th></tr> <tr><td>a</td></tr>',
    );
    expect(spaceBlocks('<ul><li>one</li><li>two</li></ul><p>x</p>')).toBe(
      '<ul><li>one</li> <li>two</li></ul> <p>x</p>',
    );
  });
  it('leaves inline elements, closing runs and text alone', () => {
    const same = [
      '<p><span>a</span><span>b</span></p>',
      '<p><a href="/x">a</a><strong>b</strong></p>',
      '<li>a</li></ul>',
      '<li>a</li>text',
      '<li>a</li> <li>b</li>',
    ];
    for (const html of same) expect(spaceBlocks(html)).toBe(html);
  });
  it('keeps islands, preformatted text, scripts and styles byte for byte', () => {
    const island =
      '<astro-island uid="a"><ul><li>a</li><li>b</li></ul><astro-island uid="b"><p>c</p><p>d</p></astro-island><li>e</li><li>f</li></astro-island>';
    expect(spaceBlocks(`${island}<p>g</p><p>h</p>`)).toBe(`${island}<p>g</p> <p>h</p>`);
    for (const html of [
      '<pre><div>a</div><div>b</div></pre>',
      '<script>"</li><li>"</script>',
      '<style>p::after{content:"</p><p>"}</style>',
      '<template><p>a</p><p>b</p></template>',
    ])
      expect(spaceBlocks(html)).toBe(html);
  });
  it('reads attributes holding ">" and comments without losing its place', () => {
    expect(spaceBlocks('<p title="a > b">x</p><!-- c --><p>y</p><p>z</p>')).toBe(
      '<p title="a > b">x</p> <!-- c --><p>y</p> <p>z</p>',
    );
  });
  it('the copy the index reads: islands, controls, links and spans read apart too', () => {
    const island =
      '<astro-island uid="a"><button>Step back</button><button>To the end</button><table><tr><th>Com</th><th>Def</th></tr></table></astro-island>';
    expect(spaceBlocks(island, { forIndex: true })).toBe(
      '<astro-island uid="a"><button>Step back</button> <button>To the end</button> <table><tr><th>Com</th> <th>Def</th></tr></table></astro-island>',
    );
    expect(spaceBlocks(island)).toBe(island);
    expect(
      spaceBlocks('<p><span>a</span><span>b</span><a href="/">c</a><b>d</b></p>', {
        forIndex: true,
      }),
    ).toBe('<p><span>a</span> <span>b</span> <a href="/">c</a> <b>d</b></p>');
    for (const html of ['<pre><div>a</div><div>b</div></pre>', '<script>"</li><li>"</script>'])
      expect(spaceBlocks(html, { forIndex: true })).toBe(html);
  });
});
