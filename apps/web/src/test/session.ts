import { type AuthResponse, type RegisterBody } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../lib/api';
import { useSessionStore } from '../lib/session-store';

let seq = 0;

/** A member signed up through the real API, the session stored as the app stores it after sign-up. */
export async function signUpMember(overrides: Partial<RegisterBody> = {}): Promise<AuthResponse> {
  useSessionStore.getState().clearSession();
  const name = `web_${Date.now().toString(36)}_${seq++}`.slice(0, 20);
  const auth = await api.call(Api.account.register, {
    body: {
      email: `${name}@example.test`,
      name,
      password: 'secret123',
      gender: 1,
      birthday: '1990-01-01',
      terms: true,
      ...overrides,
    },
  });
  useSessionStore.getState().setSession(auth);
  return auth;
}
