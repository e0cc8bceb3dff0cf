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
