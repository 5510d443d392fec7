import { fileURLToPath } from 'node:url';
import { API_ROUTES } from '../../server/api';
import { sdlSchema } from '../../server/graphql/sdl';
import { renderApiDocs } from '../../server/http/api-docs';

export const API_DOCS_FILE = fileURLToPath(new URL('../../docs/api.md', import.meta.url));

/** docs/api.md as the route table and the SDL say it now. */
export function apiDocs(): string {
  return renderApiDocs(API_ROUTES, sdlSchema());
}
