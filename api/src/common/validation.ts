import { IsEmail, Matches, MaxLength, ValidateBy } from 'class-validator';

const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const PHONE_OR_EMPTY = /^(\+?[0-9 ().-]{7,20})?$/;

/** One rule and one message for every email address the API accepts. */
export function IsEmailAddress(): PropertyDecorator {
  return (target, key) => {
    IsEmail({}, { message: 'Please enter a valid email address.' })(target, key);
    MaxLength(254, { message: 'Please enter a valid email address.' })(target, key);
  };
}

/** One rule and one message for every phone number; `optional` also accepts an empty value. */
export function IsPhoneNumber(options: { optional?: boolean } = {}): PropertyDecorator {
  return Matches(options.optional ? PHONE_OR_EMPTY : PHONE, { message: 'Please enter a valid phone number.' });
}

/**
 * Bidirectional overrides and isolates (U+202A–202E, U+2066–2069), direction marks (U+200E, U+200F,
 * U+061C) and zero-width characters (U+200B–200D, U+2060, U+FEFF): invisible in a name, they make one
 * shop or product look like another ("Trusted\u202Eetoh" renders as "Trustedhote") or hide text.
 */
const HIDDEN_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u061C\u2060\uFEFF]/u;
export const HIDDEN_CHARACTERS_MESSAGE = 'Names cannot contain invisible or text-direction control characters.';

/** For names people see (accounts, shops, products, categories): refuses the characters above. */
export function HasNoHiddenCharacters(): PropertyDecorator {
  return ValidateBy({
    name: 'hasNoHiddenCharacters',
    validator: {
      validate: (value) => typeof value !== 'string' || !HIDDEN_CHARACTERS.test(value),
      defaultMessage: () => HIDDEN_CHARACTERS_MESSAGE,
    },
  });
}
