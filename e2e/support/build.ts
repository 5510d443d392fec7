import { buildClient, clientBuildIsCurrent } from '../../scripts/lib/client-build';
import { buildServer, serverBuildIsCurrent } from '../../scripts/lib/server-build';

/** Builds what `npm start` builds (when stale) once, before the workers start their servers. */
export default function buildForEndToEnd(): void {
  if (!clientBuildIsCurrent()) buildClient();
  if (!serverBuildIsCurrent()) buildServer();
}
