import { z } from 'zod';
import { defineCall } from './call.js';
import { FAVOURITE_PATHS } from './favourite-paths.js';
import { pageSchema } from './envelope.js';
import {
  favouriteAddSchema,
  favouriteDeleteSchema,
  favouriteListQuerySchema,
  favouriteRenameSchema,
  favouriteSchema,
  favouriteStateQuerySchema,
  favouriteStateSchema,
  favouriteTopSchema,
} from './files.js';

const tag = 'favourites';

/**
 * The favourites calls (spec 3), each described once (decision 0061). The spec lists GET for the
 * removal; the server also answers it there (with the client header), hidden from OpenAPI.
 * `state` and `rename` are not named by the spec.
 */
export const FAVOURITE_CALLS = {
  add: defineCall({
    ...FAVOURITE_PATHS.add,
    tag,
    summary: 'Add a favourite (A0002 when already there); answers its id',
    access: 'user',
    body: favouriteAddSchema,
    answer: z.number().int(),
    errors: ['A0002', 'A0017', 'A0078'],
  }),
  remove: defineCall({
    ...FAVOURITE_PATHS.remove,
    tag,
    summary: 'Remove one of my favourites, by id or by entity',
    access: 'user',
    body: favouriteDeleteSchema,
    answer: z.null(),
    errors: ['A0078'],
  }),
  top: defineCall({
    ...FAVOURITE_PATHS.top,
    tag,
    summary: 'Top (1) or untop (0) one of my favourites',
    access: 'user',
    body: favouriteTopSchema,
    answer: z.null(),
    errors: ['A0078'],
  }),
  rename: defineCall({
    ...FAVOURITE_PATHS.rename,
    tag,
    summary: "Give one of my favourites a name of my own; an empty one goes back to the entity's",
    access: 'user',
    body: favouriteRenameSchema,
    answer: z.null(),
    errors: ['A0078'],
  }),
  list: defineCall({
    ...FAVOURITE_PATHS.list,
    tag,
    summary: 'My favourites: topped first, then newest',
    access: 'user',
    query: favouriteListQuerySchema,
    answer: pageSchema(favouriteSchema),
  }),
  state: defineCall({
    ...FAVOURITE_PATHS.state,
    tag,
    summary: 'Which of these entities I have favourited (entityId -> favourite id)',
    access: 'user',
    query: favouriteStateQuerySchema,
    answer: favouriteStateSchema,
  }),
} as const;
