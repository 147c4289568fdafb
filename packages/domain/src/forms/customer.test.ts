import { describe, expect, it } from 'vitest';
import { CUSTOMER_FIELDS, customerPayload, validateCustomerFields } from './customer';
import type { CustomerFieldRules, CustomerFormValues } from './customer';

const allVisible: CustomerFieldRules = {
  visible_fields: [
    'salutation',
    'fname',
    'lname',
    'company',
    'phone',
    'street',
    'zip',
    'city',
    'country',
  ],
  required_fields: ['fname', 'lname', 'street', 'zip', 'city', 'country'],
};

const guest: CustomerFormValues = {
  salutation: 'ms',
  fname: 'Anna',
  lname: 'Berger',
  company: '',
  email: 'anna@museum.de',
  phone: '',
  street: 'Ring 2',
  zip: '1010',
  city: 'Wien',
  country: 'AT',
};

const registration: CustomerFormValues = {
  ...guest,
  email_repeat: 'Anna@Museum.de ',
  password: 'Sonnenblume7',
  password_repeat: 'Sonnenblume7',
};

describe('CUSTOMER_FIELDS', () => {
  it('lists the fields of the customer object plus the password', () => {
    expect(CUSTOMER_FIELDS).toEqual([
      'salutation',
      'fname',
      'lname',
      'company',
      'email',
      'phone',
      'street',
      'zip',
      'city',
      'country',
      'password',
    ]);
  });
});

describe('validateCustomerFields', () => {
  it('accepts a complete guest form', () => {
    expect(validateCustomerFields(guest, allVisible, { purpose: 'guest' })).toEqual({});
  });

  it('accepts a complete registration with matching repeats', () => {
    expect(validateCustomerFields(registration, allVisible, { purpose: 'register' })).toEqual({});
  });

  it('requires every visible field the server marks as required', () => {
    const errors = validateCustomerFields(
      { ...guest, fname: ' ', city: null, zip: undefined },
      allVisible,
      { purpose: 'guest' },
    );
    expect(errors).toEqual({
      fname: ['FIELD_REQUIRED'],
      zip: ['FIELD_REQUIRED'],
      city: ['FIELD_REQUIRED'],
    });
  });

  it('never requires a field that is not visible', () => {
    const rules: CustomerFieldRules = {
      visible_fields: ['fname', 'lname'],
      required_fields: ['fname', 'lname', 'country', 'phone'],
    };
    expect(
      validateCustomerFields({ ...guest, country: '', phone: '' }, rules, { purpose: 'guest' }),
    ).toEqual({});
  });

  it('leaves optional visible fields empty without error', () => {
    expect(
      validateCustomerFields({ ...guest, company: '', phone: '' }, allVisible, {
        purpose: 'update',
      }),
    ).toEqual({});
  });

  it('requires the e-mail of guests and registrations and checks its format', () => {
    const noRules: CustomerFieldRules = { visible_fields: [], required_fields: [] };
    expect(validateCustomerFields({ email: '  ' }, noRules, { purpose: 'guest' })).toEqual({
      email: ['FIELD_REQUIRED'],
    });
    expect(
      validateCustomerFields({ email: 'anna@museum' }, noRules, { purpose: 'update' }),
    ).toEqual({ email: ['EMAIL_INVALID'] });
    expect(
      validateCustomerFields({ email: ' anna@museum.de ' }, noRules, { purpose: 'guest' }),
    ).toEqual({});
  });

  it('checks the e-mail of the settings only when one is given', () => {
    const noRules: CustomerFieldRules = { visible_fields: [], required_fields: [] };
    expect(validateCustomerFields({}, noRules, { purpose: 'update' })).toEqual({});
    expect(validateCustomerFields({ email: 'anna@' }, noRules, { purpose: 'update' })).toEqual({
      email: ['EMAIL_INVALID'],
    });
  });

  it('ignores the password outside registration', () => {
    const rules: CustomerFieldRules = { ...allVisible, required_fields: ['password'] };
    expect(
      validateCustomerFields({ ...guest, password: 'x' }, rules, { purpose: 'guest' }),
    ).toEqual({});
  });

  it('requires a password of at least eight characters for a registration', () => {
    expect(
      validateCustomerFields({ ...registration, password: '', password_repeat: '' }, allVisible, {
        purpose: 'register',
      }),
    ).toEqual({ password: ['FIELD_REQUIRED'], password_repeat: ['FIELD_REQUIRED'] });
    expect(
      validateCustomerFields(
        { ...registration, password: 'kurz', password_repeat: 'kurz' },
        allVisible,
        { purpose: 'register' },
      ),
    ).toEqual({ password: ['PASSWORD_INVALID'] });
  });

  it('reports repeats that do not match on the repeat fields', () => {
    expect(
      validateCustomerFields(
        { ...registration, email_repeat: 'anne@museum.de', password_repeat: 'Sonnenblume8' },
        allVisible,
        { purpose: 'register' },
      ),
    ).toEqual({
      email_repeat: ['EMAILS_DO_NOT_MATCH'],
      password_repeat: ['PASSWORDS_DO_NOT_MATCH'],
    });
  });

  it('requires the repeats of a registration', () => {
    expect(
      validateCustomerFields(
        { ...registration, email_repeat: '', password_repeat: undefined },
        allVisible,
        { purpose: 'register' },
      ),
    ).toEqual({ email_repeat: ['FIELD_REQUIRED'], password_repeat: ['FIELD_REQUIRED'] });
  });

  it('skips the repeats when told to, as the server does', () => {
    const sent: CustomerFormValues = { ...guest, password: 'Sonnenblume7' };
    expect(
      validateCustomerFields(sent, allVisible, { purpose: 'register', checkRepeats: false }),
    ).toEqual({});
  });
});

describe('customerPayload', () => {
  it('builds the customer object with trimmed text and the country when it is visible', () => {
    expect(
      customerPayload({ ...guest, fname: ' Anna ', email: ' anna@museum.de' }, allVisible),
    ).toEqual({
      salutation: 'ms',
      fname: 'Anna',
      lname: 'Berger',
      company: '',
      email: 'anna@museum.de',
      phone: '',
      street: 'Ring 2',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
    });
  });

  it('sends the country only if it is visible', () => {
    const payload = customerPayload(guest, { visible_fields: ['fname', 'lname'] });
    expect(payload).not.toHaveProperty('country');
    expect(payload.fname).toBe('Anna');
  });

  it('sends the password exactly as typed and never the repeats', () => {
    const payload = customerPayload({ ...registration, password: ' Sonnenblume7 ' }, allVisible);
    expect(payload.password).toBe(' Sonnenblume7 ');
    expect(payload).not.toHaveProperty('password_repeat');
    expect(payload).not.toHaveProperty('email_repeat');
  });

  it('sends empty text for missing fields and no password when none was typed', () => {
    expect(customerPayload({}, { visible_fields: ['country'] })).toEqual({
      salutation: '',
      fname: '',
      lname: '',
      company: '',
      email: '',
      phone: '',
      street: '',
      zip: '',
      city: '',
      country: '',
    });
  });
});
