import { IsEmail, Matches, MaxLength } from 'class-validator';

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
