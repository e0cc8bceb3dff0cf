import { usersApi } from '@prakar/shared/api/users';
import { answer } from './api-server';

/** A customer organisation's id as the server gives one, a UUID: lists filter and link by it. */
export const ORGANISATION_ID = '5f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f';

/** The organisation filter's options, read from the profile's list of organisations. */
export const ORGANISATION_CHOICES = answer(usersApi.organisations, {
  organisations: [{ id: ORGANISATION_ID, name: 'Kulkarni Textiles' }],
});

/** A customer organisation's details as the back office shows them: registered for GST in Maharashtra. */
export const KULKARNI_TEXTILES = {
  id: 'org-1',
  name: 'Kulkarni Textiles',
  legalName: 'Kulkarni Textiles Private Limited',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  addressLine1: 'Plot 14, MIDC Bhosari',
  addressLine2: null,
  city: 'Pune',
  stateCode: '27',
  pinCode: '411026',
};
