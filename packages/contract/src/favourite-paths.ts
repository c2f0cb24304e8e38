import { callPaths } from './call-path.js';

/** Where the favourites calls are (`FAVOURITE_CALLS` describes them; decision 0061). */
export const FAVOURITE_PATHS = callPaths({
  add: { method: 'POST', path: '/front/favorites/add' },
  remove: { method: 'POST', path: '/front/favorites/delete' },
  top: { method: 'POST', path: '/front/favorites/updateTop' },
  rename: { method: 'POST', path: '/front/favorites/rename' },
  list: { method: 'GET', path: '/front/favorites/list' },
  state: { method: 'GET', path: '/front/favorites/state' },
});
