/// <reference types="vite/client" />

/** A message catalogue, compiled by the Lingui Vite plugin (docs/decisions/021-web-languages.md). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
