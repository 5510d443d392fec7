/**
 * Tells monaco where its three workers live. Vite bundles each `?worker` import into its own file
 * on this origin, so the workers need neither a CDN nor `blob:` URLs. This replaces
 * `graphiql/setup-workers/vite`, which does the same but fails to load in Vite's dev server.
 */
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

// monaco-editor's own types declare this global; it reads it when it starts a worker.
window.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'graphql') return new GraphQLWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};
