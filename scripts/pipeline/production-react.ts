/**
 * React's production build for the pages, as a deploy renders them (faster than the
 * development build; the tests render with it too, scripts/vitest.config.ts). React chooses
 * when it first loads, so an entry imports this module first, before any module that may load React.
 */
process.env.NODE_ENV ??= "production";
