import type { HttpHandler } from 'msw';
import { installerLoginSchema } from '../../api/installers';
import { jsonAs } from '../respond';
import { shopHttp } from '../shop-http';
import { state } from '../state';

/** /api/installers: the signed-in dealer installer. */
export const installerHandlers: HttpHandler[] = [
  shopHttp.get('*/api/installers/login', () => {
    const installer = state.session.role === 'dealer' ? state.session.installer : null;
    return jsonAs(
      installerLoginSchema,
      installer
        ? { success: true, installerDetails: { ...installer } }
        : { success: false, installerDetails: null },
    );
  }),
];
