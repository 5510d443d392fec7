import { API_ROUTES } from '../../server/api';
import { sdlSchema } from '../../server/graphql/sdl';
import { renderApiDocs } from '../../server/http/api-docs';

export { API_DOCS_FILE } from '../../server/http/api-docs';

/** docs/api.md as the route table and the SDL say it now. */
export function apiDocs(): string {
  return renderApiDocs(API_ROUTES, sdlSchema());
}
