// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.

/**
 * The endpoint map as the web app calls it: `api.call(Api.feed.home)`, with no schemas at run time. Each
 * area is a module of its own (route-areas/), so a bundle keeps an area's routes with the code that calls them.
 */
export * as Api from './route-areas/index';
