/**
 * What a data hook's action tells the screen: the API's answer, or the message to show (already
 * chosen from the error code: the server's readable text, or the spec's fallback).
 */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: string };

export const succeeded = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failed = (message: string): Outcome<never> => ({ ok: false, message });
