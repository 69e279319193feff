import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessages } from '@shared/i18n/format-message';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import en from '@shared/i18n/messages/en.json';
import es from '@shared/i18n/messages/es.json';
import hi from '@shared/i18n/messages/hi.json';
import { isAdminMessage } from './admin-messages';

// Server only (the page renderer): every language's public ICU messages, compiled once when the renderer loads. A
// page hands the browser its own language's compiled catalogue (messages-key.ts); the browser never compiles them.
// The admin's messages are left out: its screens load them themselves (admin-language.tsx).

const sources: Record<Locale, Record<string, string>> = { en, hi, es };

const compile = (messages: Record<string, string>): CompiledMessages =>
  Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => !isAdminMessage(id))
      .map(([id, text]) => [id, compileMessageOrThrow(text) as CompiledMessages[string]]),
  );

export const catalogues = Object.fromEntries(
  LOCALES.map(({ code }) => [code, compile(sources[code])]),
) as Record<Locale, CompiledMessages>;
