import { applyDevRemoteParam, DEV_REMOTES_KEY, readDevRemotes } from './dev-remotes';

beforeEach(() => localStorage.clear());

describe('development overrides of remotes (?remote=)', () => {
  it('names a known remote’s dev server by its default port on the page’s host', () => {
    expect(applyDevRemoteParam('blog', '127.0.0.1')).toEqual({
      blog: 'http://127.0.0.1:9102/mf-manifest.json',
    });
    expect(readDevRemotes()).toEqual({ blog: 'http://127.0.0.1:9102/mf-manifest.json' });
  });

  it('takes any remote, new ones included, with the address of its manifest', () => {
    const url = 'http://127.0.0.1:45123/mf-manifest.json';
    // A remote the site does not know yet (no default port): its address is kept for the short form.
    expect(applyDevRemoteParam(`atelier@${url}`, '127.0.0.1')).toEqual({ atelier: url });
    expect(applyDevRemoteParam('atelier', '127.0.0.1')).toEqual({ atelier: url });
  });

  it('ignores a remote without an address, an object property and anything stored that is not an http URL', () => {
    expect(applyDevRemoteParam('inconnu', '127.0.0.1')).toEqual({});
    expect(applyDevRemoteParam('constructor', '127.0.0.1')).toEqual({});
    expect(applyDevRemoteParam('toString@javascript:alert(1)', '127.0.0.1')).toEqual({});
    localStorage.setItem(DEV_REMOTES_KEY, '{"blog":"javascript:alert(1)","__proto__":"http://x"}');
    expect(readDevRemotes()).toEqual({});
  });

  it('?remote=off ends every override', () => {
    applyDevRemoteParam('blog', '127.0.0.1');
    expect(applyDevRemoteParam('off', '127.0.0.1')).toEqual({});
    expect(readDevRemotes()).toEqual({});
  });
});
