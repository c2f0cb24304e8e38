import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '@seuiot/contract';
import { takenDown } from '../apps/review-desk.service.js';
import type { NewMessage } from './messages.repo.js';
import {
  certificationReviewed,
  developerReviewed,
  REOPENED_NAMES,
  reviewReopened,
} from './message-texts.js';

/**
 * The messages a staff member's decision writes to a customer (issue 26): the reason or note
 * the staff member typed may end with its own full stop; the message never shows "。。" or "..".
 */

/** Two sentence marks in a row (spaces between allowed), in either language. */
const DOUBLED = /[。．.！!？?；;，,][\s]*[。．.！!？?]/u;
/** How staff end what they type. */
const ENDINGS = [
  '资料不清晰。',
  '照片模糊！',
  'The photo is blurred.',
  'Name differs!  ',
  'Why?',
  '说明；',
];

function texts(m: NewMessage): string[] {
  return [m.title.zh, m.title.en, m.content.zh, m.content.en];
}

describe('messages written by a staff decision', () => {
  it('never double the punctuation after a reason or note the staff member typed', () => {
    const written: string[] = [];
    for (const end of ENDINGS) {
      written.push(
        ...texts(certificationReviewed(1, 'identity', false, end)),
        ...texts(reviewReopened(1, REOPENED_NAMES.enterprise, end)),
        ...texts(reviewReopened(1, REOPENED_NAMES.developer, end, true)),
        ...texts(takenDown(1, { zh: '应用', en: 'App' }, end)),
        ...texts(developerReviewed(1, { approved: false, reasons: ['other'], note: end })),
      );
    }
    expect(written.filter((text) => DOUBLED.test(text))).toEqual([]);
    // The typed text itself is kept, only its closing mark is dropped.
    expect(certificationReviewed(1, 'identity', false, '资料不清晰。').content.zh).toContain(
      '原因：资料不清晰。请',
    );
  });

  it('tags a developer onboarding decision and its re-opening as a developer review, not a certification', () => {
    for (const approved of [true, false])
      expect(developerReviewed(1, { approved, reasons: ['other'], note: 'x' }).type).toBe(
        MESSAGE_TYPES.appReview,
      );
    expect(reviewReopened(1, REOPENED_NAMES.developer, 'x', true).type).toBe(
      MESSAGE_TYPES.appReview,
    );
    expect(reviewReopened(1, REOPENED_NAMES.identity, 'x').type).toBe(MESSAGE_TYPES.certification);
  });
});
