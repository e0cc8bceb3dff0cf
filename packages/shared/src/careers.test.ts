import { describe, expect, it } from 'vitest';
import { careerApplicationSchema } from './careers';
import { MOBILE_MESSAGE } from './indian-formats';

const valid = {
  openingId: '6f1c2a36-3d7e-4c55-9a0b-1c7d2f9e8a41',
  name: ' Rohan Kulkarni ',
  email: 'rohan.kulkarni@example.in',
  mobile: '+91 98200 12345',
  coverNote: 'Three years of TDS return filing at a mid-size CA firm in Pune.',
};

function fieldErrors(input: unknown) {
  const result = careerApplicationSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('careerApplicationSchema', () => {
  it('accepts an application, trimming text and normalising the mobile number', () => {
    expect(careerApplicationSchema.parse(valid)).toMatchObject({
      name: 'Rohan Kulkarni',
      mobile: '9820012345',
    });
  });

  it('names each missing field with its own message', () => {
    expect(fieldErrors({})).toEqual({
      openingId: 'Please choose the opening you are applying for.',
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      mobile: 'Please enter your mobile number.',
      coverNote: 'Please add a short cover note.',
    });
  });

  it('refuses a bad mobile number, e-mail address and over-long cover note', () => {
    expect(
      fieldErrors({ ...valid, mobile: '12345', email: 'rohan@', coverNote: 'x'.repeat(3001) }),
    ).toEqual({
      mobile: MOBILE_MESSAGE,
      email: 'Please enter a valid e-mail address, such as name@company.in.',
      coverNote: 'Please keep your cover note under 3,000 characters.',
    });
  });
});
