/** Registration fields of spec §2 beyond email and password. */
export interface RegistrationFields {
  name: string;
  countryCode: string;
  phone: string;
  address: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export type FormField = keyof Credentials | keyof RegistrationFields;

/** The country-code options of spec §9. */
export const COUNTRY_CODES = ['+1', '+33', '+34', '+39', '+44', '+49', '+31', '+7', '+81', '+86'] as const;

export const EMPTY_REGISTRATION: RegistrationFields = {
  name: '',
  countryCode: '+33',
  phone: '',
  address: '',
  addressLine2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};

/** Required to log in (spec §5). */
export const LOGIN_REQUIRED: readonly FormField[] = ['email', 'password'];
/** Required to register (spec §5). Region is marked required in the form but, as the spec says, not checked. */
export const REGISTRATION_REQUIRED: readonly FormField[] = [
  'email',
  'password',
  'name',
  'phone',
  'address',
  'city',
  'postalCode',
  'country',
];
