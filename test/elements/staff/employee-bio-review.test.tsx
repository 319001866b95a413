import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS_PATHS } from '../../../src/api/accounts';
import { defineWidget } from '../../../src/core/define-widget';
import { BIO_REVIEW_TEXTS } from '../../../src/elements/staff/employee-bio-review/bio-review-texts';
import { employeeBioReviewDefinition } from '../../../src/elements/staff/employee-bio-review/employee-bio-review.element';
import { injectFault, recordedRequests, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';
import { untiedErrors } from '../../helpers/form-errors';

defineWidget(employeeBioReviewDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const message = (element: HTMLElement) =>
  waitFor(
    () => {
      const found = element.shadowRoot?.querySelector<HTMLElement>('[part="message"]');
      if (!found) throw new Error('no message yet');
      return found;
    },
    { timeout: 3000 },
  );

async function mount(bioId = '15') {
  const element = await mountElement('employee-bio-review', { 'data-bio-id': bioId });
  await shadow(element).findByRole('heading', { name: /Bio review/ }, { timeout: 5000 });
  return element;
}

const field = (element: HTMLElement, name: string) => shadow(element).getByRole('textbox', { name });

describe('<employee-bio-review>', () => {
  beforeEach(() => setRole('staff'));

  it('shows the submitted bio safely beside its editable fields', async () => {
    const element = await mount();
    expect(shadow(element).getByRole('heading', { name: 'Bio review: Jen O.' })).toBeInTheDocument();
    expect(shadow(element).getByText('Status: Pending')).toBeInTheDocument();
    const summary = element.shadowRoot?.querySelector('[part="summary"]');
    expect(summary?.textContent).toContain('Jen helps you choose the right bike rack');
    // The pasted script and the onerror handler are gone from what is rendered.
    expect(summary?.querySelector('script')).toBeNull();
    expect(summary?.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(summary?.textContent).toContain('My favourite racks');
    // The raw HTML is what the reviewer edits.
    expect(field(element, BIO_REVIEW_TEXTS.summaryLabel)).toHaveValue(state.bioReviews[0]?.summary);
    expect(field(element, BIO_REVIEW_TEXTS.displayNameLabel)).toHaveValue('Jen O.');
    expect(field(element, BIO_REVIEW_TEXTS.internalSummaryLabel)).toHaveValue(
      'New hire (bike racks); bio summary pending review.',
    );
  });

  it('saves the edits (PUT employee-bio-review) and shows the saved bio', async () => {
    const element = await mount();
    fireEvent.change(field(element, BIO_REVIEW_TEXTS.summaryLabel), {
      target: { value: '<p>Jen knows <strong>bike racks</strong>.</p>' },
    });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.save }));
    expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.saved);
    expect(
      recordedRequests({ method: 'PUT', path: ACCOUNTS_PATHS.employeeBioReview(15) })[0]?.body,
    ).toMatchObject({
      bioID: 15,
      accountID: 50_402,
      employeeID: 4020,
      summary: '<p>Jen knows <strong>bike racks</strong>.</p>',
    });
    expect(element.shadowRoot?.querySelector('[part="summary"]')?.textContent).toBe('Jen knows bike racks.');
  });

  it('approves with a note: unsaved edits are saved first, then the status is set and the bio published', async () => {
    const element = await mount();
    fireEvent.change(field(element, BIO_REVIEW_TEXTS.displayNameLabel), { target: { value: 'Jen Okafor' } });
    fireEvent.change(field(element, BIO_REVIEW_TEXTS.noteLabel), { target: { value: 'Welcome aboard.' } });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.approve }));
    expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.approved);
    expect(recordedRequests({ method: 'PUT', path: ACCOUNTS_PATHS.bioReviewStatus(15) })[0]?.body).toEqual({
      status: 'Approved',
      note: 'Welcome aboard.',
    });
    expect(shadow(element).getByText('Status: Approved')).toBeInTheDocument();
    expect(state.staffBios.find((bio) => bio.bioID === 15)?.displayName).toBe('Jen Okafor');
  });

  it('a rejection needs a note', async () => {
    const element = await mount();
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.reject }));
    expect(await shadow(element).findByText(BIO_REVIEW_TEXTS.noteRequired)).toBeInTheDocument();
    const note = field(element, BIO_REVIEW_TEXTS.noteLabel);
    expect(untiedErrors(element.shadowRoot as ShadowRoot, [BIO_REVIEW_TEXTS.noteRequired])).toEqual({
      messagesWithoutField: [],
      fieldsWithoutMessage: [],
    });
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(note));
    expect(recordedRequests({ method: 'PUT', path: ACCOUNTS_PATHS.bioReviewStatus(15) })).toHaveLength(0);
    fireEvent.change(field(element, BIO_REVIEW_TEXTS.noteLabel), {
      target: { value: 'Please add a summary.' },
    });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.reject }));
    expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.rejected);
    expect(shadow(element).getByText('Status: Rejected')).toBeInTheDocument();
  });

  it('a display name is required', async () => {
    const element = await mount();
    fireEvent.change(field(element, BIO_REVIEW_TEXTS.displayNameLabel), { target: { value: ' ' } });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.save }));
    expect(await shadow(element).findByText(BIO_REVIEW_TEXTS.displayNameRequired)).toBeInTheDocument();
    expect(untiedErrors(element.shadowRoot as ShadowRoot, [BIO_REVIEW_TEXTS.displayNameRequired])).toEqual({
      messagesWithoutField: [],
      fieldsWithoutMessage: [],
    });
    await waitFor(() =>
      expect(element.shadowRoot?.activeElement).toBe(field(element, BIO_REVIEW_TEXTS.displayNameLabel)),
    );
  });

  it('every failure keeps what was typed and says which step failed', async () => {
    const element = await mount();
    fireEvent.change(field(element, BIO_REVIEW_TEXTS.aboutMeLabel), { target: { value: '<p>Edited</p>' } });
    fireEvent.change(field(element, BIO_REVIEW_TEXTS.noteLabel), { target: { value: 'Fine.' } });

    injectFault({ method: 'PUT', path: ACCOUNTS_PATHS.employeeBioReview(15), status: 400 });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.save }));
    expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.saveFailed);

    injectFault({ method: 'PUT', path: ACCOUNTS_PATHS.employeeBioReview(15), status: 400 });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.approve }));
    await waitFor(async () =>
      expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.saveFailedBeforeDecision('approve')),
    );
    expect(recordedRequests({ method: 'PUT', path: ACCOUNTS_PATHS.bioReviewStatus(15) })).toHaveLength(0);

    injectFault({ method: 'PUT', path: ACCOUNTS_PATHS.bioReviewStatus(15), status: 400 });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.approve }));
    await waitFor(async () =>
      expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.approveFailed),
    );
    expect((await message(element)).getAttribute('role')).toBe('alert');

    injectFault({ method: 'PUT', path: ACCOUNTS_PATHS.bioReviewStatus(15), status: 400 });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.reject }));
    await waitFor(async () =>
      expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.rejectFailed),
    );

    expect(field(element, BIO_REVIEW_TEXTS.aboutMeLabel)).toHaveValue('<p>Edited</p>');
    expect(field(element, BIO_REVIEW_TEXTS.noteLabel)).toHaveValue('Fine.');
  });

  it('disables every action while one is in flight', async () => {
    const element = await mount();
    injectFault({ method: 'PUT', path: ACCOUNTS_PATHS.bioReviewStatus(15), latencyMs: 300 });
    const approve = shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.approve });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() =>
      expect(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.save })).toBeDisabled(),
    );
    expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.approved);
    expect(recordedRequests({ method: 'PUT', path: ACCOUNTS_PATHS.bioReviewStatus(15) })).toHaveLength(1);
  });

  it('says a shopper cannot review bios, and a failed load offers Try again', async () => {
    setRole('shopper');
    const element = await mountElement('employee-bio-review', { 'data-bio-id': '15' });
    expect(
      await shadow(element).findByText(BIO_REVIEW_TEXTS.signInAsStaff, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    setRole('staff');
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.retry }));
    expect(await shadow(element).findByRole('heading', { name: 'Bio review: Jen O.' })).toBeInTheDocument();
  });

  it('a server failure and an unknown bio have their own texts', async () => {
    injectFault({ method: 'GET', path: ACCOUNTS_PATHS.employeeBioReview(15), status: 500, times: 5 });
    const failed = await mountElement('employee-bio-review', { 'data-bio-id': '15' });
    expect(
      await shadow(failed).findByText(BIO_REVIEW_TEXTS.loadFailed, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const unknown = await mountElement('employee-bio-review', { 'data-bio-id': '99' });
    expect(
      await shadow(unknown).findByText(BIO_REVIEW_TEXTS.notFound, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('<employee-bio-review> without a bio id: the bios to review (GET /api/accounts/bios)', () => {
  beforeEach(() => setRole('staff'));

  const listRows = (element: HTMLElement) =>
    within(shadow(element).getByRole('table', { name: BIO_REVIEW_TEXTS.listCaption }))
      .getAllByRole('row')
      .slice(1);

  async function mountList() {
    const element = await mountElement('employee-bio-review', {});
    await shadow(element).findByRole('table', { name: BIO_REVIEW_TEXTS.listCaption }, { timeout: 5000 });
    return element;
  }

  it('lists every bio, those waiting for review first, and opens one in place', async () => {
    const jen = state.bioReviews.find((review) => review.displayName === 'Jen O.');
    if (jen) jen.status = 'Approved';
    const element = await mountList();
    expect(shadow(element).getByRole('heading', { name: BIO_REVIEW_TEXTS.listTitle })).toBeInTheDocument();
    // Luis R. (pending) before Jen O. (approved), though the server sends Jen first.
    expect(listRows(element).map((row) => row.textContent)).toEqual([
      'Luis R.PendingReview',
      'Jen O.ApprovedReview',
    ]);
    expect(recordedRequests({ method: 'GET', path: ACCOUNTS_PATHS.bios })).toHaveLength(1);

    await userEvent.click(shadow(element).getByRole('button', { name: 'Review the bio of Jen O.' }));
    const title = await shadow(element).findByRole(
      'heading',
      { name: 'Bio review: Jen O.' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(title));
    expect(recordedRequests({ method: 'GET', path: ACCOUNTS_PATHS.employeeBioReview(15) })).toHaveLength(1);
  });

  it('after an approval, Back shows the list again with the new status and the focus on its heading', async () => {
    const element = await mountList();
    await userEvent.click(shadow(element).getByRole('button', { name: 'Review the bio of Jen O.' }));
    await shadow(element).findByRole('heading', { name: 'Bio review: Jen O.' }, { timeout: 5000 });
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.approve }));
    expect(await message(element)).toHaveTextContent(BIO_REVIEW_TEXTS.approved);

    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.back }));
    const heading = await shadow(element).findByRole('heading', { name: BIO_REVIEW_TEXTS.listTitle });
    await shadow(element).findByRole('table', { name: BIO_REVIEW_TEXTS.listCaption }, { timeout: 5000 });
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(heading));
    const jen = listRows(element).find((row) => row.textContent?.includes('Jen O.'));
    expect(jen?.textContent).toContain('Approved');
    expect(recordedRequests({ method: 'GET', path: ACCOUNTS_PATHS.bios })).toHaveLength(2);
  });

  it('a page that names the bio has no way back to a list', async () => {
    const element = await mount();
    expect(shadow(element).queryByRole('button', { name: BIO_REVIEW_TEXTS.back })).toBeNull();
    expect(recordedRequests({ method: 'GET', path: ACCOUNTS_PATHS.bios })).toHaveLength(0);
  });

  it('a failed list says so and offers Try again; a shopper is told to sign in as staff', async () => {
    injectFault({ method: 'GET', path: ACCOUNTS_PATHS.bios, status: 500, times: 1 });
    const element = await mountElement('employee-bio-review', {});
    expect(await shadow(element).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      BIO_REVIEW_TEXTS.listFailed,
    );
    await userEvent.click(shadow(element).getByRole('button', { name: BIO_REVIEW_TEXTS.retry }));
    expect(
      await shadow(element).findByRole('table', { name: BIO_REVIEW_TEXTS.listCaption }, { timeout: 5000 }),
    ).toBeInTheDocument();

    // Not staff: said plainly, not as a failure.
    setRole('shopper');
    const refused = await mountElement('employee-bio-review', {});
    expect(
      await shadow(refused).findByText(BIO_REVIEW_TEXTS.signInAsStaff, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(shadow(refused).queryByRole('alert')).toBeNull();
  });

  it('says when no employee has submitted a bio', async () => {
    state.bioReviews.length = 0;
    const element = await mountElement('employee-bio-review', {});
    expect(await shadow(element).findByText(BIO_REVIEW_TEXTS.listEmpty, {}, { timeout: 5000 })).toBeVisible();
    expect(shadow(element).queryByRole('alert')).toBeNull();
  });
});
