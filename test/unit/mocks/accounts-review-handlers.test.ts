import {
  ACCOUNTS_PATHS,
  fetchBioReview,
  fetchWhoIsThatBios,
  saveBioReview,
  setBioReviewStatus,
} from '../../../src/api/accounts';
import {
  addAccountInstaller,
  DEALER_ACCOUNT_PATHS,
  fetchAccount,
  fetchAccountLogin,
} from '../../../src/api/dealer-accounts';
import {
  createInstallerReview,
  fetchInstallerReviews,
  INSTALLER_REVIEW_PATHS,
  updateInstallerReview,
} from '../../../src/api/dealer-installers';
import { newIdempotencyKey } from '../../../src/core/http';
import { setRole } from '../../../src/mocks';
import { SHOPPER_ACCOUNT_ID } from '../../../src/mocks/data/accounts';
import { state } from '../../../src/mocks/state';
import { postJson, shopFetch } from './shop-fetch';

describe('/api/accounts (staff §7.8): login, account, installer link', () => {
  it('GET login answers the signed-in account of each role', async () => {
    expect((await fetchAccountLogin()).account?.accountID).toBe(SHOPPER_ACCOUNT_ID);
    setRole('dealer');
    expect((await fetchAccountLogin()).account?.dealerInstallerId).toBe(4711);
    setRole('staff');
    expect((await fetchAccountLogin()).account?.employeeID).toBe(2051);
  });

  it('GET {id}: an account reads itself, staff read any, others are refused', async () => {
    expect((await fetchAccount(SHOPPER_ACCOUNT_ID)).displayName).toBe('Jordan M.');
    await expect(fetchAccount(70_4711)).rejects.toMatchObject({ status: 403 });
    setRole('staff');
    expect((await fetchAccount(70_4711)).dealerInstallerId).toBe(4711);
    expect((await shopFetch(DEALER_ACCOUNT_PATHS.account(12_345))).status).toBe(404);
  });

  it('GET {id}: a dealer reads a non-employee account, its email masked unless it signs in for them', async () => {
    setRole('busy-dealer');
    expect(await fetchAccount(70_5231)).toMatchObject({
      displayName: 'Tow Masters (front desk)',
      email: 'd***@towmasters.example.com',
      dealerInstallerId: null,
    });
    expect((await fetchAccount(70_5230)).email).toBe('shop@towmasters.example.com');
    expect((await fetchAccount(70_4711)).email).toBe('s***@hitchpros.example.com');
    const employee = state.accounts.find((account) => account.employeeID !== null);
    await expect(fetchAccount(employee?.accountID ?? 0)).rejects.toMatchObject({ status: 403 });
  });

  it('POST {accountId}/installer links an account to the dealer doing it, once', async () => {
    await expect(addAccountInstaller(70_5231, 5230, newIdempotencyKey())).rejects.toMatchObject({
      status: 403,
    });
    setRole('busy-dealer');
    expect(await addAccountInstaller(70_5231, 5230, newIdempotencyKey())).toBe(true);
    expect(state.accounts.find((account) => account.accountID === 70_5231)?.dealerInstallerId).toBe(5230);
    expect(
      (await postJson(DEALER_ACCOUNT_PATHS.accountInstaller(70_5231), { dealerInstallerId: 'x' })).status,
    ).toBe(400);
  });

  it("POST {accountId}/installer: 409 for an employee, or another installer's account unless staff moves it", async () => {
    setRole('busy-dealer');
    await expect(addAccountInstaller(70_4711, 5230, newIdempotencyKey())).rejects.toMatchObject({
      status: 409,
    });
    const employee = state.accounts.find((account) => account.employeeID !== null);
    await expect(
      addAccountInstaller(employee?.accountID ?? 0, 5230, newIdempotencyKey()),
    ).rejects.toMatchObject({ status: 409 });
    setRole('staff');
    expect(await addAccountInstaller(70_4711, 5230, newIdempotencyKey())).toBe(true);
  });
});

describe('/api/accounts bio review', () => {
  it('is for staff only', async () => {
    await expect(fetchBioReview(15)).rejects.toMatchObject({ status: 401 });
  });

  it('GET, PUT edits, PUT status; approval publishes the bio, rejection needs a note', async () => {
    setRole('staff');
    const review = await fetchBioReview(15);
    expect(review).toMatchObject({ bioID: 15, displayName: 'Jen O.', status: 'Pending' });
    const saved = await saveBioReview({ ...review, summary: '<p>Racks.</p>' }, newIdempotencyKey());
    expect(saved.summary).toBe('<p>Racks.</p>');
    const rejectWithout = await shopFetch(ACCOUNTS_PATHS.bioReviewStatus(15), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Rejected', note: ' ' }),
    });
    expect(rejectWithout.status).toBe(400);
    const approved = await setBioReviewStatus(15, { status: 'Approved', note: '' }, newIdempotencyKey());
    expect(approved.status).toBe('Approved');
    expect((await fetchWhoIsThatBios()).find((bio) => bio.displayName === 'Jen O.')?.summary).toBe(
      '<p>Racks.</p>',
    );
  });
});

describe('/api/installers reviews (staff §7.9)', () => {
  it('POST reviews creates a review waiting for a link; PUT update-review changes it', async () => {
    const id = await createInstallerReview(
      {
        dealerInstallerId: 5230,
        rating: 4,
        reviewText: 'Good.',
        webSKU: 'C45036',
        name: 'Isabella G.',
        email: 'isabella.garcia@example.com',
        dealerInstallRequestId: 1009,
      },
      newIdempotencyKey(),
    );
    expect(id).toBeGreaterThan(904);
    setRole('busy-dealer');
    const waiting = await fetchInstallerReviews(5230, true);
    expect(waiting.find((review) => review.dealerInstallerReviewId === id)).toMatchObject({
      rating: 4,
      dealerInstallRequestId: null,
    });
    expect(
      await updateInstallerReview(
        { dealerInstallerReviewId: id, dealerInstallerId: 5230, rating: 2, reviewText: 'Meh.' },
        newIdempotencyKey(),
      ),
    ).toBe(true);
    expect(
      (await fetchInstallerReviews(5230, false)).find((r) => r.dealerInstallerReviewId === id)?.rating,
    ).toBe(2);
  });

  it('refuses a rating outside 1-5, a text over 4000 and an unknown review', async () => {
    const base = {
      dealerInstallerId: 5230,
      reviewText: '',
      webSKU: '',
      name: 'A',
      email: 'a@example.com',
      dealerInstallRequestId: 0,
    };
    expect((await postJson(INSTALLER_REVIEW_PATHS.create, { ...base, rating: 0 })).status).toBe(400);
    expect((await postJson(INSTALLER_REVIEW_PATHS.create, { ...base, rating: 6 })).status).toBe(400);
    expect(
      (await postJson(INSTALLER_REVIEW_PATHS.create, { ...base, rating: 3, reviewText: 'x'.repeat(4001) }))
        .status,
    ).toBe(400);
    const unknown = { dealerInstallerReviewId: 99_999, dealerInstallerId: 5230, rating: 3, reviewText: '' };
    expect((await postJson(INSTALLER_REVIEW_PATHS.update, unknown, 'PUT')).status).toBe(404);
  });
});
