import { indianStatesByName, isCurrentStateCode, stateName } from '@prakar/shared/indian-states';
import type { profileResponseSchema } from '@prakar/shared/profile';
import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from './text-field';

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>;
type TextProps = ComponentProps<typeof TextField>;

/**
 * The states and union territories in alphabetical order, each by its GST state code, which
 * decides how GST is split. A
 * code saved before it was retired (`stored`) is shown, but cannot be chosen again.
 */
export function StateField({ stored, ...props }: SelectProps & { stored?: string | null }) {
  const storedName = stored && !isCurrentStateCode(stored) ? stateName(stored) : undefined;
  return (
    <SelectField {...props}>
      <option value="">Choose a state</option>
      {indianStatesByName.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
      {storedName ? (
        <option value={stored ?? ''} disabled>
          {storedName}, code {stored}: no longer used
        </option>
      ) : null}
    </SelectField>
  );
}

/** A GSTIN typed as people write it: capitals, 15 characters; the hint says when it is needed. */
export function GstinField({
  label = 'GSTIN',
  hint = '15 characters, such as 27AAPFU0939F1ZV.',
  ...rest
}: Omit<TextProps, 'label'> & { label?: ReactNode }) {
  return (
    <TextField label={label} hint={hint} autoCapitalize="characters" maxLength={15} {...rest} />
  );
}

/** A PAN, which every organisation's details need: 10 characters, typed in capitals. */
export function PanField(props: Omit<TextProps, 'label'>) {
  return (
    <TextField
      label="PAN"
      required
      autoCapitalize="characters"
      maxLength={10}
      hint="10 characters, such as AAPFU0939F."
      {...props}
    />
  );
}

/**
 * An organisation's details as its fields hold them, from the profile: blanks for what is not
 * known yet, and the trading name until a legal name is given.
 */
export function organisationValues(
  organisation: z.infer<typeof profileResponseSchema>['organisation'],
) {
  return {
    legalName: organisation.legalName ?? organisation.name,
    pan: organisation.pan ?? '',
    gstin: organisation.gstin ?? '',
    tan: organisation.tan ?? '',
    addressLine1: organisation.addressLine1 ?? '',
    addressLine2: organisation.addressLine2 ?? '',
    city: organisation.city ?? '',
    stateCode: organisation.stateCode ?? '',
    pinCode: organisation.pinCode ?? '',
  };
}

/** A postal address's fields, as a profile, an order's billing details and a payment link hold them. */
export type AddressFieldName = 'addressLine1' | 'addressLine2' | 'city' | 'stateCode' | 'pinCode';

type RegisteredField = UseFormRegisterReturn<string> & { error: string | undefined };

/**
 * A postal address: two lines, the city, the state (which decides how GST is split) and the PIN
 * code. `field` gives each field's registration and message; ids start with `idPrefix`. Staff
 * typing someone else's address (`forSomeoneElse`) are not offered their own browser's address.
 */
export function AddressFields({
  idPrefix,
  field,
  addressRequired = false,
  stateHint,
  storedStateCode,
  forSomeoneElse = false,
}: {
  idPrefix: string;
  field: (name: AddressFieldName) => RegisteredField;
  /** Whether the first address line and the city must be filled in (state and PIN always are). */
  addressRequired?: boolean;
  stateHint?: ReactNode;
  /** The state code the details were saved with, shown even if since retired. */
  storedStateCode?: string | null;
  forSomeoneElse?: boolean;
}) {
  const filled = (token: string) => (forSomeoneElse ? 'off' : token);
  return (
    <>
      <TextField
        id={`${idPrefix}-address-1`}
        label="Address line 1"
        autoComplete={filled('address-line1')}
        maxLength={200}
        required={addressRequired}
        {...field('addressLine1')}
      />
      <TextField
        id={`${idPrefix}-address-2`}
        label="Address line 2"
        autoComplete={filled('address-line2')}
        maxLength={200}
        {...field('addressLine2')}
      />
      <TextField
        id={`${idPrefix}-city`}
        label="City"
        autoComplete={filled('address-level2')}
        maxLength={100}
        required={addressRequired}
        {...field('city')}
      />
      <StateField
        id={`${idPrefix}-state`}
        label="State"
        required
        hint={stateHint}
        stored={storedStateCode}
        {...field('stateCode')}
      />
      <TextField
        id={`${idPrefix}-pin-code`}
        label="PIN code"
        autoComplete={filled('postal-code')}
        inputMode="numeric"
        maxLength={6}
        required
        {...field('pinCode')}
      />
    </>
  );
}

type OrganisationFieldName = 'legalName' | AddressFieldName;

/**
 * An organisation's legal name and postal address, as a profile keeps them and an invoice is made
 * out to them, with the tax identifiers each form asks for (in its own order) between the two.
 * `prefix` is where the values sit in the form (`organisation.city`, `billing.city`); ids start
 * with `idPrefix`.
 */
export function OrganisationFields<P extends string>({
  prefix,
  idPrefix,
  register,
  errors,
  addressRequired = false,
  stateHint,
  storedStateCode,
  children,
}: {
  prefix: P;
  idPrefix: string;
  register: (name: `${P}.${OrganisationFieldName}`) => UseFormRegisterReturn;
  errors: Partial<Record<OrganisationFieldName, { message?: string }>> | undefined;
  addressRequired?: boolean;
  stateHint?: ReactNode;
  storedStateCode: string | null;
  children: ReactNode;
}) {
  const field = (name: OrganisationFieldName) => ({
    error: errors?.[name]?.message,
    ...register(`${prefix}.${name}`),
  });
  return (
    <>
      <TextField
        id={`${idPrefix}-legal-name`}
        label="Legal name"
        autoComplete="organization"
        required
        {...field('legalName')}
      />
      {children}
      <AddressFields
        idPrefix={idPrefix}
        field={field}
        addressRequired={addressRequired}
        stateHint={stateHint}
        storedStateCode={storedStateCode}
      />
    </>
  );
}
