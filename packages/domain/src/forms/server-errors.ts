/** Per-field messages of a 422 answer: a string or a list per field. */
export type ServerFieldMessages = Readonly<Record<string, string | readonly string[]>>;

/** The part of a 422 body that carries per-field messages (contract `validationErrorBody`). */
export interface ValidationErrorBody {
  readonly errors?: ServerFieldMessages | null;
}

/** Fields whose messages concern the password of a registration. */
const PASSWORD_FIELDS: readonly string[] = ['password', 'password_repeat'];

function messagesOf(value: string | readonly string[]): string[] {
  const list = typeof value === 'string' ? [value] : [...value];
  return list.filter((message) => message.length > 0);
}

/** Turns the server's per-field messages, each a string or a list, into lists; empty messages are dropped. */
export function normalizeFieldErrors(
  body: ValidationErrorBody | null | undefined,
): Record<string, string[]> {
  const normalized: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body?.errors ?? {})) {
    const messages = messagesOf(value);
    if (messages.length > 0) {
      normalized[field] = messages;
    }
  }
  return normalized;
}

/**
 * True when a guest-registration 422 complains only about the password, which a guest does not
 * have, so the guest details count as fine. A 422 without field messages is not fine.
 */
export function isOnlyPasswordError(fieldErrors: ServerFieldMessages): boolean {
  const fields = Object.keys(normalizeFieldErrors({ errors: fieldErrors }));
  return fields.length > 0 && fields.every((field) => PASSWORD_FIELDS.includes(field));
}
