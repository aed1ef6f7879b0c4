import { badInput, type FieldError } from './errors.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * Collects field errors for one input, so a form learns about every bad field at once.
 * Each reader returns the cleaned value (trimmed, normalised) or undefined when absent.
 */
export class InputCheck {
  private readonly errors: FieldError[] = [];

  fail(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  /** A required or optional trimmed string of at most `max` characters. */
  text(field: string, value: unknown, opts: { label: string; required?: boolean; max: number }): string | undefined {
    if (value === undefined || value === null || value === '') {
      if (opts.required) this.fail(field, `${opts.label} is required.`);
      return undefined;
    }
    if (typeof value !== 'string') {
      this.fail(field, `${opts.label} must be text.`);
      return undefined;
    }
    const trimmed = value.trim();
    if (trimmed === '') {
      if (opts.required) this.fail(field, `${opts.label} is required.`);
      return undefined;
    }
    if (trimmed.length > opts.max) {
      this.fail(field, `${opts.label} must be at most ${opts.max} characters.`);
      return undefined;
    }
    return trimmed;
  }

  email(field: string, value: unknown): string | undefined {
    const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 254) {
      this.fail(field, 'Please enter a valid email address.');
      return undefined;
    }
    return email;
  }

  /** A password as typed: never trimmed, at least 8 characters. */
  password(field: string, value: unknown, label = 'Password'): string | undefined {
    if (typeof value !== 'string' || value.length < 8) {
      this.fail(field, `${label} must be at least 8 characters.`);
      return undefined;
    }
    if (value.length > 200) {
      this.fail(field, `${label} must be at most 200 characters.`);
      return undefined;
    }
    return value;
  }

  oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[], message: string): T | undefined {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    this.fail(field, message);
    return undefined;
  }

  /** A calendar date `YYYY-MM-DD` that exists; `past` requires it to be before today. */
  date(field: string, value: unknown, opts: { label: string; required?: boolean; past?: boolean; today: string }): string | undefined {
    if (value === undefined || value === null || value === '') {
      if (opts.required) this.fail(field, `${opts.label} is required.`);
      return undefined;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) {
      this.fail(field, `${opts.label} must be a valid date (YYYY-MM-DD).`);
      return undefined;
    }
    if (opts.past && text >= opts.today) {
      this.fail(field, `${opts.label} must be in the past.`);
      return undefined;
    }
    return text;
  }

  /** Throws BAD_USER_INPUT with every collected field error, if any. */
  done(): void {
    if (this.errors.length > 0) throw badInput(this.errors);
  }
}
