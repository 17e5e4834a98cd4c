import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { graphApi, members } from '../relations/relations.test-helpers';
import { useTestApp } from '../../test/use-test-app';

let url: string;
const clients: TestClient[] = [];
const t = useTestApp();
beforeAll(async () => {
  url = await listen(t.app);
});
afterAll(async () => {
  for (const c of clients) c.close();
});

describe('online', () => {
  it('lists connected members and shows them online, except those who chose "always offline"', async () => {
    const g = graphApi(t.app);
    const [viewer, present, shy, away] = await members(t.app, 4);
    for (const m of [present, shy]) clients.push(await connect(url, { token: m.token }));
    await t.app.realtime!.presence.settled();
    const watcher = clients[0]!;
    expect((await g.updateProfile(shy, { online_status: 'offline' })).statusCode).toBe(200);
    await watcher.waitFor<{ user_id: number; online: boolean }>('online', (p) => p.user_id === shy.id && !p.online);

    const list = (await g.get('/v1/online', viewer.auth)).json<{ data: { user_id: number; online: boolean }[] }>();
    expect(list.data.map((c) => c.user_id)).toEqual([present.id]);
    expect(list.data[0]?.online).toBe(true);
    expect((await g.profile(viewer, present.id)).json()).toMatchObject({ online: true });
    expect((await g.profile(viewer, shy.id)).json()).toMatchObject({ online: false, last_active: null });
    expect((await g.profile(viewer, away.id)).json()).toMatchObject({ online: false });
  });
});
