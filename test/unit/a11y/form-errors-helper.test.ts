import { invalidFields, untiedErrors } from '../../helpers/form-errors';

describe('the form-error measure (test/helpers/form-errors.ts)', () => {
  it('accepts errors tied to their invalid fields, inside a shadow root', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<form>
      <input id="name" aria-invalid="true" aria-describedby="name-hint name-error">
      <p id="name-hint">As on your order.</p><p id="name-error">* name is required</p>
      <input id="email" aria-invalid="true" aria-describedby="email-error"><p id="email-error">* e-mail is invalid</p>
    </form>`;
    expect(invalidFields(root).map(({ description }) => description)).toEqual([
      'As on your order. * name is required',
      '* e-mail is invalid',
    ]);
    expect(untiedErrors(root, ['* name is required', '* e-mail is invalid'])).toEqual({
      messagesWithoutField: [],
      fieldsWithoutMessage: [],
    });
  });

  it('reports an error shown beside a field it is not tied to, and an invalid field that says nothing', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<form>
      <input id="name" aria-invalid="true"><p>* name is required</p>
      <input id="email" aria-invalid="true" aria-describedby="elsewhere">
    </form>`;
    expect(untiedErrors(root, ['* name is required'])).toEqual({
      messagesWithoutField: ['* name is required'],
      fieldsWithoutMessage: ['input#name (): ""', 'input#email (): ""'],
    });
  });
});
