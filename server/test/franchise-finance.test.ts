import fs from 'node:fs';
import path from 'node:path';
import { clientDistDir, clientSsrEntry } from '../src/paths';
import { defaultFinance, financeErrors, parseAmount, repayment, toPence } from '../../client/src/modules/franchise-finance/loan-repayment';
import { createFranchise } from './support/factories';
import { type TestServer, startTestServer } from './support/test-server';

// Issue 43, the money worked out: the finance panel's arithmetic against worked examples, and its answer rendered by
// the server for a browser without JavaScript (the panel is a GET form on the listing's own address).

describe('loan repayments', () => {
  // Worked examples, checked by hand with the annuity formula P·r / (1 − (1 + r)^−n), r the monthly rate.
  it.each([
    // principal, years, rate %, monthly, total interest, total repaid
    [70_000, 5, 8, 1_419.35, 15_161.0, 85_161.0],
    [100_000, 7, 6.5, 1_484.94, 24_734.96, 124_734.96],
    [25_000, 5, 6, 483.32, 3_999.2, 28_999.2],
    [10_000, 1, 12, 888.49, 661.88, 10_661.88],
    // No interest: the loan in equal parts.
    [12_000, 2, 0, 500, 0, 12_000],
  ])('£%d over %d years at %d%% is £%d a month', (principal, years, rate, monthly, interest, repaid) => {
    const r = repayment(principal, years, rate);
    expect(r).toEqual({ months: years * 12, monthly, totalInterest: interest, totalRepaid: repaid });
  });

  it('rounds to the penny half up, on the amount as written', () => {
    expect(toPence(1.005)).toBe(1.01);
    expect(toPence(2.675)).toBe(2.68);
    expect(toPence(1.004)).toBe(1);
  });

  it('starts a listing at 70 % borrowed, the rest own cash', () => {
    expect(defaultFinance(150_000)).toEqual({ total: 150_000, ownCash: 45_000, loan: 105_000, years: 5, ratePercent: 8 });
  });

  it('refuses figures that cannot be worked out, with the message the panel shows', () => {
    const good = { total: 100_000, ownCash: 30_000, loan: 70_000, years: 5, ratePercent: 8 };
    expect(financeErrors(good)).toEqual({});
    expect(financeErrors({ ...good, total: null })).toEqual({ total: 'Please enter the total investment in pounds' });
    expect(financeErrors({ ...good, ownCash: 120_000 })).toEqual({ ownCash: 'Your own cash cannot be more than the total investment' });
    expect(financeErrors({ ...good, loan: 70_000.01 })).toEqual({ loan: 'The loan cannot be more than the total investment less your own cash' });
    expect(financeErrors({ ...good, loan: 0 })).toEqual({ loan: 'Please enter the loan in pounds' });
    expect(financeErrors({ ...good, years: 0 })).toEqual({ years: 'Please enter a term of 1 to 25 whole years' });
    expect(financeErrors({ ...good, years: 26 })).toEqual({ years: 'Please enter a term of 1 to 25 whole years' });
    expect(financeErrors({ ...good, years: 2.5 })).toEqual({ years: 'Please enter a term of 1 to 25 whole years' });
    expect(financeErrors({ ...good, ratePercent: 31 })).toEqual({ ratePercent: 'Please enter an interest rate from 0 to 30%' });
    expect(financeErrors({ ...good, ratePercent: -1 })).toEqual({ ratePercent: 'Please enter an interest rate from 0 to 30%' });
  });

  it('reads amounts as people type them, and nothing else', () => {
    expect(parseAmount('£70,000')).toBe(70_000);
    expect(parseAmount(' 70000.50 ')).toBe(70_000.5);
    for (const text of ['', 'abc', '7e4', '0x10', '-5', '1.2.3', null]) expect(parseAmount(text)).toBeNull();
  });
});

describe('the finance panel without JavaScript', () => {
  let server: TestServer;
  beforeAll(async () => {
    if (!fs.existsSync(clientSsrEntry) || !fs.existsSync(path.join(clientDistDir, 'index.html'))) {
      throw new Error('Build the client first (node scripts/build.mjs): these tests read its server render');
    }
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const text = (html: string) =>
    html
      .slice(html.indexOf('<div id="root">'), html.indexOf('<script id="fc-apollo-state"'))
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ');

  it("shows a listing's repayments at 70 % borrowed before any script runs", async () => {
    const franchise = await createFranchise(server.ds, { name: 'Finance Panel Bakery', investmentAmount: 100_000 });
    const html = await (await fetch(`${server.url}/franchise/${franchise.id}`)).text();
    expect(html).toMatch(new RegExp(`<form[^>]*aria-label="Finance calculator" action="/franchise/${franchise.id}#finance" method="get">`));
    // £70,000 over 5 years at 8 %.
    expect(text(html)).toContain('Monthly repayment £1,419.35 Total interest £15,161.00 Total repaid £85,161.00 over 60 months');
    expect(text(html)).toContain('This is not financial advice.');
  });

  it('renders the answer to the submitted form, and refuses a wrong figure with its message and no figures', async () => {
    const franchise = await createFranchise(server.ds, { name: 'Finance Panel Florist', investmentAmount: 50_000 });
    const answered = text(await (await fetch(`${server.url}/franchise/${franchise.id}?total=50000&cash=25000&loan=25000&years=5&rate=6`)).text());
    expect(answered).toContain('Monthly repayment £483.32 Total interest £3,999.20');

    const refused = text(await (await fetch(`${server.url}/franchise/${franchise.id}?total=50000&cash=60000&loan=25000&years=5&rate=6`)).text());
    expect(refused).toContain('Your own cash cannot be more than the total investment');
    expect(refused).toContain('Correct the figures above to see the repayments.');
    expect(refused).not.toContain('Monthly repayment');
  });
});
