/**
 * React's production build for the pages, as a deploy renders them: faster than the development
 * build, and what the tests read. React chooses when it first loads, so each entry (the build,
 * the dev server, the test runner's config) imports this module before any module that may load
 * React. Only NODE_ENV=development, asked for, keeps the development build: a test runner's
 * NODE_ENV=test, which the builds a test runs in a child process inherit, does not.
 */
if (process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";
