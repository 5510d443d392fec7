import { GraphiQL } from 'graphiql';
import { exampleTabs } from './example-tabs';
import { EXAMPLES } from './examples';
import { fetcher } from './fetcher';
import { storageWithoutSecrets } from './storage';

const storage = storageWithoutSecrets();

/** GraphiQL against this server's API, opening on the example operations. */
export function Playground() {
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={exampleTabs(EXAMPLES)}
      // Several examples take variables: show them under the operation from the start.
      defaultEditorToolsVisibility="variables"
      storage={storage}
      // Headers hold the access token: never persisted, and no setting to persist them.
      shouldPersistHeaders={false}
      showPersistHeadersSettings={false}
    >
      <GraphiQL.Logo>Turismo Seguro Cusco</GraphiQL.Logo>
    </GraphiQL>
  );
}
