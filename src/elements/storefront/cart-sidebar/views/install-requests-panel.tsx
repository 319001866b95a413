import { connect } from '../../../../core/connect';
import { InstallRequestsView } from './install-requests';
import { useInstallRequests } from './use-install-requests';

/** The install-requests tab's content, connected to its calls. */
export const InstallRequests = connect(InstallRequestsView, useInstallRequests, 'InstallRequests');
