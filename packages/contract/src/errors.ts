/**
 * The error catalogue of spec section 8. Every failure answer carries one of these codes in
 * `msg`; the web app translates it (locales/<lang>/errors.json) and never shows the code itself.
 */

/** HTTP status each catalogue code is answered with. */
export const ERROR_HTTP_STATUS = {
  A0001: 401, // log in to view
  A0002: 409, // already exists
  A0003: 409, // username exists
  A0004: 401, // login timeout
  A0005: 409, // username or phone exists
  A0006: 409, // phone already registered
  A0007: 403, // registered, awaiting review
  A0008: 400, // verification code error
  A0009: 409, // already real-name authenticated
  A0010: 409, // authentication in progress
  A0011: 409, // one account per ID number
  A0012: 400, // old password incorrect
  A0013: 409, // enterprise already certified
  A0014: 409, // enterprise certification in progress
  A0015: 500, // modify failed
  A0016: 400, // password retrieval failed
  A0017: 403, // no permission to access resource
  A0018: 409, // multiple companies found by name
  A0019: 500, // account-customer link failed
  A0020: 409, // menu exists under platform
  A0021: 400, // parent department invalid
  A0022: 409, // department has children
  A0023: 409, // department in use
  A0024: 409, // enable parent first
  A0025: 500, // task start failed
  A0026: 500, // task pause failed
  A0027: 500, // role fetch failed
  A0028: 409, // menu has children
  A0029: 409, // disable submenus first
  A0030: 409, // delete versions from highest downward
  A0031: 409, // category has children
  A0032: 409, // category in use
  A0033: 409, // customer linked to account
  A0034: 502, // SMS send failed
  A0035: 403, // account not yet reviewed
  A0036: 409, // sub-accounts exist
  A0037: 409, // approved version not released
  A0038: 403, // no permission to view
  A0039: 409, // must pass test first
  A0040: 409, // highest version approved, no review needed
  A0041: 500, // publish submission failed
  A0042: 409, // app name exists
  A0043: 409, // department name exists
  A0044: 409, // scheduled task exists
  A0045: 409, // permission identifier exists
  A0046: 409, // unique key exists
  A0047: 409, // phone exists
  A0048: 409, // worker ID exists
  A0049: 400, // account does not exist
  A0050: 400, // wrong password
  A0051: 429, // too many wrong passwords, retry in 5 minutes
  A0052: 403, // IP cannot log in
  A0053: 403, // account disabled
  A0054: 403, // account expired
  A0055: 400, // code expired
  A0056: 500, // add failed
  A0057: 502, // send failed
  A0058: 400, // uploaded file empty
  A0059: 500, // internal error
  A0060: 409, // e-mail exists
  A0061: 409, // username or e-mail exists
  A0062: 409, // e-mail already registered
  A0063: 502, // mail delivery failed
  A0064: 500, // upload failed
  A0065: 409, // name exists
  A0066: 409, // data name must not repeat
  A0067: 502, // MDM sync failed
  A0068: 500, // download failed
  A0069: 500, // export failed
  A0070: 400, // apiKey error
  A0071: 400, // encryption info incorrect
  A0072: 403, // account unavailable
  A0073: 410, // link expired
  A0074: 404, // phone does not exist
  A0075: 429, // code requests too frequent, retry in 1 hour
  A0076: 404, // e-mail not bound to an account
  A0077: 404, // no associated document or not visible
  A0078: 404, // resource missing or not visible
  A0079: 429, // too frequent, retry later
  A0080: 502, // intercom sync failed
  B0001: 400, // missing parameters
  B0002: 409, // role referenced, cannot delete
  B0003: 403, // IP not in whitelist
  B0004: 400, // invalid parameter
  B0005: 400, // request error
  B0006: 413, // upload too large
  B0007: 415, // wrong picture format
  // Not in the spec (decision 0010): the account's storage quota would be passed; data names it.
  B0008: 413, // storage quota reached
  // Not in the spec: the item's current state does not allow this. A work order's transition table
  // refuses the action (decision 0016; data names the action); a console decision meets an item
  // another staff member decided first (decision 0018; data names the state it is in now); a
  // developer app, version or application is not in a review state that allows it (decision
  // 0015; data names the state).
  B0009: 409, // not allowed in the item's current state
  // Not in the spec (decision 0015): developer apps and versions.
  B0010: 422, // the install package's name differs from the app's (data: the app's package name)
  B0011: 409, // versionCode must be greater than every earlier version's (data: the highest one)
  B0012: 422, // signed with another certificate than the app's first accepted version
  B0013: 415, // not a valid Android package (data: why: not-zip, no-manifest, ...)
  // Not in the spec (decision 0038): a part the portal depends on (the database) is unreachable
  // for the moment; the call did nothing and may be tried again (Retry-After says when).
  B0014: 503, // service temporarily unavailable, try again
} as const;

/** A code of the catalogue (A0001..A0080, B0001..B0014). */
export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** Every catalogue code, in order. */
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];

/** True when `value` is a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return (
    typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_HTTP_STATUS, value)
  );
}

/** Codes after which the web client clears the user and menus silently (spec 8). */
export const SESSION_CODES: readonly ErrorCode[] = ['A0001', 'A0004'];

/** rescode that the web client answers with no message at all (spec 8). */
export const SILENT_RESCODE = 300;

/** rescode of success. */
export const OK_RESCODE = 200;

/**
 * Answered for an unexpected server failure: the generic internal error; details stay in the log
 * under the request id.
 */
export const INTERNAL_ERROR_CODE: ErrorCode = 'A0059';
