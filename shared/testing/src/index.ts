/** Test helpers for the front-end: a tiny real fake API server and fixtures. */
export { apiError, droppedConnection, startFakeApi, type FakeAnswer, type FakeApi, type FakeCall } from './fake-api';
export { aCartLine, anArticle, aUser, resetStore } from './fixtures';
export { fakeDisplay, fakeInView, type FakeDisplay, type FakeInView } from './observers';
export { renderRoute, renderRoutes, type RouteUnderTest } from './render-route';
export { recordScrolls, type RecordedScrolls } from './scrolling';
