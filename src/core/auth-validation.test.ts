import { describe, expect, it } from 'vitest';
import { firstInvalidField, validateNewPassword, validateRecoveryCode, validateSignIn, validateSignUp } from './auth-validation';

const goodSignUp = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(goodSignUp)).toEqual({});
  });

  it('requires every field (spaces alone count as empty for names and e-mail)', () => {
    expect(validateSignUp({ firstName: ' ', lastName: '', email: '  ', password: '', confirmPassword: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
  });

  it('wants passwords of at least 6 characters', () => {
    expect(validateSignUp({ ...goodSignUp, password: '12345', confirmPassword: '12345' })).toEqual({ password: 'tooShort' });
    expect(validateSignUp({ ...goodSignUp, password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('wants the two passwords to match', () => {
    expect(validateSignUp({ ...goodSignUp, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'mismatch' });
  });

  it('catches an e-mail without @ or domain', () => {
    expect(validateSignUp({ ...goodSignUp, email: 'ana.example.com' })).toEqual({ email: 'email' });
    expect(validateSignUp({ ...goodSignUp, email: 'ana@example' })).toEqual({ email: 'email' });
    expect(validateSignUp({ ...goodSignUp, email: ' ana@example.com ' })).toEqual({});
  });
});

describe('validateSignIn', () => {
  it('requires e-mail and password, with no length rule', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(validateSignIn({ email: 'ana@example.com', password: '1' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('applies the sign-up rules', () => {
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' })).toEqual({ password: 'tooShort' });
    expect(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({ confirmPassword: 'mismatch' });
    expect(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });
});

describe('validateRecoveryCode', () => {
  it('requires the e-mail and the code', () => {
    expect(validateRecoveryCode({ email: '', code: ' ' })).toEqual({ email: 'required', code: 'required' });
    expect(validateRecoveryCode({ email: 'ana@example.com', code: 'abc' })).toEqual({});
  });
});

describe('firstInvalidField', () => {
  it('follows the form order, not the order of the errors', () => {
    expect(firstInvalidField(['firstName', 'email', 'password'] as const, { password: 'required', email: 'email' })).toBe('email');
    expect(firstInvalidField(['email'] as const, {})).toBeUndefined();
  });
});
