import { shopIn } from '../data/shop.server';
import { localeOfPath } from '../i18n/locale';
import { productShardData } from '../lib/productShards';

/**
 * `/order-data/{n}.json` (and `/bn/…`), prerendered to a file for each product shard
 * (ADR 0010): the products whose SKU hashes to shard n, and the product SKU of each
 * variant whose SKU does, in the address's language ({@link productShardData}). The order list and `/order-product`
 * fetch the shards of the SKUs they show instead of the whole catalogue. A number past
 * the last, or anything else, gets a 404.
 */
// Typed by hand like the category index: the shard number is the whole segment, `3.json`.
export function loader({ request, params }: { request: Request; params: { shard?: string } }) {
  const shard = /^(0|[1-9]\d{0,5})\.json$/.exec(params.shard ?? '')?.[1];
  const data =
    shard === undefined
      ? undefined
      : productShardData(shopIn(localeOfPath(new URL(request.url).pathname)), Number(shard));
  if (!data) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
