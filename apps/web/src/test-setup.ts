import { clearSession } from './lib/session';
import { clearShareToken } from './lib/share-token';

// The web's own state lives in modules, which the files share (decision 0051): each file starts
// as a visitor without a share token, whatever the previous file signed in. (This file runs once
// per test file, before its own set-up.)
clearSession({ loggedOut: true });
clearShareToken();
