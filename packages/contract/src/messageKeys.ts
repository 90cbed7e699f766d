/**
 * Translation keys of the validation messages (spec section 5). They mirror the `yup` bundle
 * every locale ships (`yup.errors.<kind>.<rule>`), so a form can pass a zod issue's `message`
 * straight to the translator: the schemas in this package use these keys as their messages.
 */
export const messageKeys = {
  mixed: {
    notType: 'yup.errors.mixed.notType',
    required: 'yup.errors.mixed.required',
    oneOf: 'yup.errors.mixed.oneOf',
    vatNumber: 'yup.errors.mixed.vatNumber',
  },
  string: {
    email: 'yup.errors.string.email',
    phone: 'yup.errors.string.phone',
    phonenumber: 'yup.errors.string.phonenumber',
    password: 'yup.errors.string.password',
    password_match: 'yup.errors.string.password_match',
    licenceCode: 'yup.errors.string.licenceCode',
    length: 'yup.errors.string.length',
    min: 'yup.errors.string.min',
    max: 'yup.errors.string.max',
    matches: 'yup.errors.string.matches',
    name: 'yup.errors.string.name',
  },
  array: {
    min: 'yup.errors.array.min',
    max: 'yup.errors.array.max',
  },
  number: {
    min: 'yup.errors.number.min',
    max: 'yup.errors.number.max',
  },
} as const;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? T[K] : Leaves<T[K]> }[keyof T];

export type MessageKey = Leaves<typeof messageKeys>;

/** Every key once, e.g. for a test that each locale's `yup` bundle translates them all. */
export const allMessageKeys: readonly MessageKey[] = Object.values(messageKeys).flatMap(
  (group): MessageKey[] => Object.values(group),
);
