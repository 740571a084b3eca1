import { LOGIN_REQUIRED_EVENT, afterLoginTarget, loginHrefFor, requestLogin, withReturn, type LoginRequiredDetail } from './login-events';

describe('login events', () => {
  it('raises the login-required event with its reason', () => {
    const seen: (LoginRequiredDetail | undefined)[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<LoginRequiredDetail>).detail);
    window.addEventListener(LOGIN_REQUIRED_EVENT, listener);
    requestLogin('Log in to keep favourites');
    requestLogin();
    window.removeEventListener(LOGIN_REQUIRED_EVENT, listener);
    expect(seen).toEqual([{ reason: 'Log in to keep favourites' }, { reason: undefined }]);
  });

  it('sends the visitor back where they were after login, never into a loop', () => {
    expect(loginHrefFor('/goodsdetail?id=12')).toBe('/login?redirect=%2Fgoodsdetail%3Fid%3D12');
    expect(loginHrefFor('/')).toBe('/login');
    expect(loginHrefFor('/login?redirect=%2Fuser')).toBe('/login');
    expect(loginHrefFor('/register')).toBe('/login');
    expect(afterLoginTarget('/user')).toBe('/user');
    expect(afterLoginTarget('/login?x=1')).toBe('/');
    expect(afterLoginTarget('/retrieve-password')).toBe('/');
    expect(withReturn('/register', '/')).toBe('/register');
    expect(withReturn('/register', '/user?tab=2')).toBe('/register?redirect=%2Fuser%3Ftab%3D2');
  });
});
