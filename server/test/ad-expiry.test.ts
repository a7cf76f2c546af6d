import { Topics } from '../src/realtime/pubsub';
import { createDataSource } from '../src/db/data-source';
import { type RunningApp, startApp } from '../src/app';
import { AD_EXPIRY_QUEUE } from '../src/modules/advertising/ad-expiry.service';
import { AdStatus, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { BannerAd } from '../src/modules/advertising/banner-ad.entity';
import { createBanner, createFeaturedAd } from './support/factories';
import { franchisorWithFranchise, storedAd } from './support/featured-ads';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer, stopApp } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

/** Ads past their end date leave the public site at once, and a job a minute later stores them as expired. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 3600 * 1000;
const FEATURED = `query { featuredOpportunities { adId } }`;
const MAIN_BANNER = `query { mainBanner { id } }`;

it('expires active featured and banner ads past their end date, tells their franchisors, and leaves the rest', async () => {
  const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
  // Listening before the ad ends: the clock's own run each minute may expire it before this test's run does.
  const socket = socketClient(server.url, { cookie: client.cookie });
  const changes = collect<{ myFeaturedAdsChanged: string }>(socket.client, `subscription { myFeaturedAdsChanged }`);
  try {
    await listening(server, Topics.FEATURED_ADS, franchise.franchisorId!);
    const ended = await createFeaturedAd(server.ds, franchise.id, { endDate: new Date(Date.now() - 1000) });
    const running = await createFeaturedAd(server.ds, franchise.id);
    const pending = await createFeaturedAd(server.ds, franchise.id, {
      status: AdStatus.PENDING_PAYMENT,
      paymentStatus: PaymentStatus.PENDING,
      endDate: new Date(Date.now() - DAY),
    });
    const endedBanner = await createBanner(server.ds, { endDate: new Date(Date.now() - 1000) });
    const liveBanner = await createBanner(server.ds, { startDate: new Date(Date.now() - 2 * DAY) });

    // Already off the public site, before the job has run.
    const anonymous = new TestClient(server.url);
    const shown = (await anonymous.data<{ featuredOpportunities: { adId: string }[] }>(FEATURED)).featuredOpportunities.map((f) => f.adId);
    expect(shown).toContain(running.id);
    expect(shown).not.toContain(ended.id);
    expect((await anonymous.data<{ mainBanner: { id: string } }>(MAIN_BANNER)).mainBanner?.id).not.toBe(endedBanner.id);

    // What the clock sends each minute, sent now.
    await server.services.jobs.send(AD_EXPIRY_QUEUE, {});
    await server.services.jobs.idle(AD_EXPIRY_QUEUE);

    expect((await storedAd(server.ds, ended.id)).status).toBe(AdStatus.EXPIRED);
    expect((await storedAd(server.ds, running.id)).status).toBe(AdStatus.ACTIVE);
    expect((await storedAd(server.ds, pending.id)).status).toBe(AdStatus.PENDING_PAYMENT);
    const banners = server.ds.getRepository(BannerAd);
    expect((await banners.findOneByOrFail({ id: endedBanner.id })).status).toBe(AdStatus.EXPIRED);
    expect((await banners.findOneByOrFail({ id: liveBanner.id })).status).toBe(AdStatus.ACTIVE);

    await changes.next(1);
    expect(changes.values).toEqual([{ myFeaturedAdsChanged: ended.id }]);
  } finally {
    changes.dispose();
    await socket.client.dispose();
  }
});

it('is offered once a minute by every instance and stored once per minute', async () => {
  const secondDs = createDataSource(server.config.databaseUrl!, { poolSize: 3 });
  await secondDs.initialize();
  let second: RunningApp | undefined;
  try {
    second = await startApp({ ...server.config, port: 0 }, secondDs);
    // Each instance offers the current minute's job as it starts.
    await new Promise((r) => setTimeout(r, 1500));
    const rows: { slot: Date; n: number }[] = await server.ds.query(
      `SELECT singleton_on AS slot, count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = $1 GROUP BY singleton_on`,
      [AD_EXPIRY_QUEUE],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  } finally {
    await stopApp(second);
    await secondDs.destroy();
  }
});
