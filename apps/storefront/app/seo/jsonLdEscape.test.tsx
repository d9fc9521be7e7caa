/**
 * JSON-LD is the one inline content we write (`dangerouslySetInnerHTML` inside
 * React Router's `<Meta>`), so a product title that tries to close the script element
 * must come out escaped (`<` as `\u003c`) and still be the same data when parsed.
 */
import { catalogue } from 'virtual:shop-data';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta, type MetaFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { frameIn } from '../shop';
import { pageMeta } from './pageMeta';
import { productPageJsonLd } from './structuredData';

const hostile = 'Mug </script><script>alert(document.cookie)</script><!-- & "quotes"';

describe('JSON-LD in the page', () => {
  it('writes a product title with </script> escaped, and it parses back to the same title', async () => {
    const product = { ...catalogue.products[0]!, title: hostile };
    const profile = { ...frameIn('en-IN').profile, siteUrl: 'https://prints.example.in' };
    const meta: MetaFunction = () =>
      pageMeta({
        path: '/product/gifts/x',
        locale: 'en-IN',
        profile,
        title: 'x',
        jsonLd: [productPageJsonLd(product, 'en-IN', profile)],
      });
    const Stub = createRoutesStub([{ path: '/', meta, Component: () => <Meta /> }]);
    const html = renderToString(<Stub initialEntries={['/']} />);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const body = scripts[0]![1]!;
    expect(body).not.toContain('<');
    expect(body).toContain('\\u003c/script\\u003e');
    // Nothing after the JSON-LD block opens a script: the title did not break out.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(body)).toMatchObject({ '@type': 'Product', name: hostile });
  });
});
