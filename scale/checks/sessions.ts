// b. A session is the database's, not an instance's: a token signed in on A works on B, and once
// signed out on A it is refused on B within a second.
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { type Check, expect } from '../cluster';
import { call, callOk } from '../http';

export const sessionsCheck: Check = {
  id: 'b',
  title: 'sign in on A, use on B, sign out on A, refused on B',
  timeoutMs: 20_000,
  async run(cluster) {
    const { a, b } = cluster;
    const session = await cluster.signInAt('admin', a.url);
    const me = await call(`${b.url}${AUTH_API.me.path}`, { token: session.token });
    expect(me.status === 200, `B answered ${me.status} to A's token`);

    await callOk(`${a.url}${AUTH_API.logout.path}`, { body: { refreshToken: session.refreshToken } });
    // Signing out ends every session of the user: the cached one is gone too.
    cluster.forget('admin');
    const signedOut = Date.now();
    let refusedAfter = -1;
    let polls = 0;
    while (Date.now() - signedOut < 3_000) {
      polls++;
      const status = (await call(`${b.url}${AUTH_API.me.path}`, { token: session.token })).status;
      if (status === 401) {
        refusedAfter = Date.now() - signedOut;
        break;
      }
      expect(status === 200, `B answered ${status} while the token was being revoked`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refusedAfter >= 0, 'B still accepted the token 3 s after the sign-out on A');
    expect(refusedAfter <= 1000, `B refused the token only ${refusedAfter} ms after the sign-out on A`);
    const viaBalancer = (await call(`${cluster.balancer.url}${AUTH_API.me.path}`, { token: session.token })).status;
    expect(viaBalancer === 401, `the balancer answered ${viaBalancer} to the signed-out token`);
    return `token of A accepted by B; after sign-out on A, B answered 401 after ${refusedAfter} ms (${polls} calls)`;
  },
};
