import { type HttpHandler, HttpResponse } from 'msw';
import { mainNavResponseSchema, subNavResponseSchema } from '../../api/header';
import { BANNER_SVGS } from '../data/header';
import { jsonAs } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/** The header navigation (`state.header`): the main nav follows the signed-in role. */
export const headerHandlers: HttpHandler[] = [
  shopHttp.get('*/api/header/mainnav', () => {
    const firstName = state.header.firstNames[state.session.switcherRole ?? state.session.role] ?? null;
    return jsonAs(mainNavResponseSchema, {
      success: state.header.success,
      isSignedIn: firstName !== null,
      firstName,
    });
  }),

  shopHttp.get('*/api/header/subnav', () =>
    jsonAs(subNavResponseSchema, { success: state.header.success, subNavHtml: state.header.subNavHtml }),
  ),

  // The promo banners of the menu's bannerSignOptionsImageSource.
  shopHttp.get('*/images/banners/:file', ({ params }) => {
    const file = pathParam(params, 'file');
    const svg = BANNER_SVGS[file];
    if (!svg) return HttpResponse.text(`No banner ${file}`, { status: 404 });
    return new HttpResponse(svg, {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  }),
];
