import { useEffect } from 'react';
import {
  fetchInstallerDetails,
  fetchInstallerMedia,
  type InstallerDetails,
  type InstallerMedia,
} from '../../../../api/dealer-installers';
import { useLoad } from './use-load';

/** GET /api/installers/{id} and GET /api/installers/{id}/media of the installer shown. */
export function useInstallerDetails(
  dealerInstallerId: number,
  remember: (installers: { dealerInstallerId: number; name: string }[]) => void,
) {
  const key = dealerInstallerId > 0 ? String(dealerInstallerId) : null;
  const details = useLoad<InstallerDetails | null>(
    (signal) => fetchInstallerDetails(dealerInstallerId, signal),
    null,
    key,
  );
  const media = useLoad<InstallerMedia[]>(
    (signal) => fetchInstallerMedia(dealerInstallerId, signal),
    [],
    key,
  );
  useEffect(() => {
    if (details.data) remember([details.data]);
  }, [details.data, remember]);
  return { details, media };
}
