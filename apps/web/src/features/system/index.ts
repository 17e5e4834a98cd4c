/** The not-found page and the API error texts and reactions. */
export { errorText, reactToApiError } from './api-reactions';
export { NotFoundPage } from './NotFoundPage';
