// The benchmarks start the same real test server as the end-to-end tests.
export { REPO_ROOT, startServer, type RunningServer } from '../../e2e/test-server.ts';
