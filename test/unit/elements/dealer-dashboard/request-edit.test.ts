import { dealerInstallRequestSchema, editInstallRequest } from '../../../../src/api/dealer-install-requests';
import { newIdempotencyKey } from '../../../../src/core/http';
import {
  editFieldsOf,
  formatAppointment,
  REQUEST_EDIT_MESSAGES,
  type RequestEditFields,
  requestEditBody,
  requestEditErrors,
} from '../../../../src/elements/dealer/custom-dealer-dashboard/body/request-edit';
import { recordedRequests, setRole } from '../../../../src/mocks';
import { postJson } from '../../mocks/shop-fetch';

const VALID: RequestEditFields = {
  customerName: ' Olivia Bennett ',
  customerEmail: '',
  customerPhone: '(512) 555-0200',
  appointmentDate: '2026-12-03',
  appointmentTime: '08:15',
};

describe('editing one install request (PUT /api/dealer-install-request/request)', () => {
  it('checks the fields the dealer typed, each with its own message', () => {
    expect(requestEditErrors(VALID)).toEqual({});
    expect(
      requestEditErrors({
        customerName: '  ',
        customerEmail: 'olivia@',
        customerPhone: '555-01',
        appointmentDate: '2026-02-30',
        appointmentTime: '25:00',
      }),
    ).toEqual({
      customerName: REQUEST_EDIT_MESSAGES.name,
      customerEmail: REQUEST_EDIT_MESSAGES.email,
      customerPhone: REQUEST_EDIT_MESSAGES.phone,
      appointmentDate: REQUEST_EDIT_MESSAGES.badDate,
      appointmentTime: REQUEST_EDIT_MESSAGES.badTime,
    });
    expect(requestEditErrors({ ...VALID, customerPhone: '' })).toEqual({
      contact: REQUEST_EDIT_MESSAGES.contact,
    });
    expect(requestEditErrors({ ...VALID, appointmentTime: '' })).toEqual({
      appointmentTime: REQUEST_EDIT_MESSAGES.time,
    });
    expect(requestEditErrors({ ...VALID, appointmentDate: '' })).toEqual({
      appointmentDate: REQUEST_EDIT_MESSAGES.date,
    });
    expect(requestEditErrors({ ...VALID, customerName: 'x'.repeat(101) })).toEqual({
      customerName: REQUEST_EDIT_MESSAGES.nameTooLong,
    });
  });

  it('sends blank texts as null, the phone as its digits and the appointment as the wall time', () => {
    expect(requestEditBody(1001, VALID)).toEqual({
      dealerInstallRequestId: 1001,
      customerName: 'Olivia Bennett',
      customerEmail: null,
      customerPhone: '5125550200',
      appointmentOn: '2026-12-03T08:15',
    });
    expect(requestEditBody(1001, { ...VALID, appointmentDate: '', appointmentTime: '' }).appointmentOn).toBe(
      null,
    );
    expect(formatAppointment('2026-12-03T08:15')).toBe('Thu, Dec 3, 2026, 8:15 AM');
    expect(formatAppointment('next week')).toBe('next week');
  });

  it('fills the form from the request, dropping an appointment it cannot read', () => {
    const request = dealerInstallRequestSchema.parse({
      dealerInstallRequestId: 7,
      dealerInstallerId: 5230,
      customerName: 'Ann',
      customerEmail: null,
      customerPhone: '5125550100',
      postalCode: '78701',
      productGroup: 'Trailer Hitch',
      status: 'Open',
      requestedOn: '2026-11-20T10:00:00.000Z',
      seen: true,
      appointmentOn: 'soon',
    });
    expect(editFieldsOf(request)).toEqual({
      customerName: 'Ann',
      customerEmail: '',
      customerPhone: '5125550100',
      appointmentDate: '',
      appointmentTime: '',
    });
  });

  it('the fake shop saves the edit for the signed-in dealer and answers the request as it is now', async () => {
    setRole('busy-dealer');
    const saved = await editInstallRequest(requestEditBody(1002, VALID), newIdempotencyKey());
    expect(saved).toMatchObject({
      dealerInstallRequestId: 1002,
      customerName: 'Olivia Bennett',
      customerEmail: null,
      customerPhone: '5125550200',
      appointmentOn: '2026-12-03T08:15',
      status: 'Open',
    });
    expect(recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/request' })).toHaveLength(1);
  });

  it('the fake shop refuses a bad body (400), another dealer’s request (404) and a shopper (401)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('busy-dealer');
    const good = requestEditBody(1002, VALID);
    const put = (body: unknown) => postJson('/api/dealer-install-request/request', body, 'PUT');
    expect((await put({ ...good, customerPhone: '512' })).status).toBe(400);
    expect((await put({ ...good, customerPhone: null, customerEmail: null })).status).toBe(400);
    expect((await put({ ...good, appointmentOn: '2026-12-03' })).status).toBe(400);
    expect((await put({ ...good, dealerInstallRequestId: 3 })).status).toBe(404);
    setRole('shopper');
    expect((await put(good)).status).toBe(401);
  });
});
