import { type HttpHandler, HttpResponse } from 'msw';
import { ICONS } from '../data/icons';
import { productImageSvg } from '../data/product-images';
import { findProduct } from '../data/products';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

/** GET /images/products/{webSku}.svg: each product's picture, drawn on the fly; GET /images/icons/{name}.svg. */
export const imageHandlers: HttpHandler[] = [
  shopHttp.get('*/images/icons/:file', ({ params }) => {
    const file = pathParam(params, 'file');
    const icon = ICONS[file];
    if (!icon) return HttpResponse.text(`No icon ${file}`, { status: 404 });
    return new HttpResponse(icon, { headers: SVG_HEADERS });
  }),
  shopHttp.get('*/images/products/:file', ({ params }) => {
    const file = pathParam(params, 'file');
    const product = file.endsWith('.svg')
      ? findProduct(file.slice(0, -'.svg'.length), state.products)
      : undefined;
    if (!product) return HttpResponse.text(`No product image ${file}`, { status: 404 });
    return new HttpResponse(productImageSvg(product), { headers: SVG_HEADERS });
  }),
];
