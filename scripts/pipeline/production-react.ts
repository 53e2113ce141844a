/**
 * React's production build for the pages, as a deploy renders them: faster (the development
 * build's checks run in the tests), and chosen when React first loads. So an entry imports this
 * module first, before any module that may load React.
 */
process.env.NODE_ENV ??= "production";
