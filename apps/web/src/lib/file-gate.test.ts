import { describe, expect, it } from 'vitest';
import { decideFileAction, dispositionName, notLoggedInKey } from './file-gate';

const sections = new Set(['download', 'solution']);

describe('decideFileAction (spec 6)', () => {
  it('sends anonymous visitors to login for every action', () => {
    for (const action of ['download', 'preview', 'share', 'favourite'] as const) {
      expect(
        decideFileAction({ action, loggedIn: false, shareToken: null, sections: null }),
      ).toEqual({ kind: 'login' });
    }
  });

  it('lets a share token download and preview without login, nothing else', () => {
    const base = { loggedIn: false, shareToken: 'tok', sections: null, section: 'download' };
    expect(decideFileAction({ ...base, action: 'download' })).toEqual({ kind: 'go' });
    expect(decideFileAction({ ...base, action: 'preview' })).toEqual({ kind: 'go' });
    expect(decideFileAction({ ...base, action: 'favourite' })).toEqual({ kind: 'login' });
    expect(decideFileAction({ ...base, action: 'share' })).toEqual({ kind: 'login' });
  });

  it('refuses a download or preview when the section title is missing', () => {
    const base = { loggedIn: true, shareToken: null, sections, section: 'developer.sdk' };
    expect(decideFileAction({ ...base, action: 'download' })).toEqual({ kind: 'forbidden' });
    expect(decideFileAction({ ...base, action: 'preview' })).toEqual({ kind: 'forbidden' });
    // Favourites are checked by the server, not by the download section.
    expect(decideFileAction({ ...base, action: 'favourite' })).toEqual({ kind: 'go' });
    expect(decideFileAction({ ...base, action: 'download', section: 'download' })).toEqual({
      kind: 'go',
    });
  });

  it('leaves the decision to the server while the sections are unknown', () => {
    expect(
      decideFileAction({
        action: 'download',
        loggedIn: true,
        shareToken: null,
        sections: null,
        section: 'developer.sdk',
      }),
    ).toEqual({ kind: 'go' });
  });

  it('names the message of each action', () => {
    expect(notLoggedInKey('download')).toBe('notLoggedIn.download');
    expect(notLoggedInKey('preview')).toBe('notLoggedIn.preview');
    expect(notLoggedInKey('favourite')).toBe('notLoggedIn.operation');
  });
});

describe('dispositionName', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(
      dispositionName(
        `attachment; filename="S90 manual.pdf"; filename*=UTF-8''S90%20%E4%BD%BF%E7%94%A8%E6%89%8B%E5%86%8C.pdf`,
      ),
    ).toBe('S90 使用手册.pdf');
    expect(dispositionName('attachment; filename="notes.txt"')).toBe('notes.txt');
    expect(dispositionName(null)).toBeNull();
    expect(dispositionName('inline')).toBeNull();
  });
});
