export { pageKeys, usePageText } from './static.queries';
